import DealershipFeature
import TerminalKit

extension ImageDisplayRule {
    /// The brief's rule as the terminal applies it: aspect fill, centred and clipped.
    var pictureFit: PictureFit {
        switch scaling {
        case .aspectFill: .aspectFillCentered
        }
    }
}
