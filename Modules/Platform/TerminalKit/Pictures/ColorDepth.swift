public import ImageDecoding

/// How many colours a picture's cells may use.
public enum ColorDepth: Sendable, Hashable {
    /// 24-bit colour, when `COLORTERM` announces `truecolor` or `24bit`.
    case trueColor
    /// The xterm 256-colour palette, which every colour terminal of the last decades has.
    case palette256

    public init(environment: [String: String]) {
        let announced = environment["COLORTERM"]?.lowercased() ?? ""
        self = announced == "truecolor" || announced == "24bit" ? .trueColor : .palette256
    }

    public func color(for pixel: Bitmap.Pixel) -> TextStyle.Color {
        switch self {
        case .trueColor: .rgb(red: pixel.red, green: pixel.green, blue: pixel.blue)
        case .palette256: .indexed(Self.paletteIndex(red: pixel.red, green: pixel.green, blue: pixel.blue))
        }
    }

    /// The nearest entry of the 6×6×6 colour cube (16...231) or the grey ramp (232...255).
    static func paletteIndex(red: UInt8, green: UInt8, blue: UInt8) -> UInt8 {
        let levels = [0, 95, 135, 175, 215, 255]
        func nearestLevel(_ value: UInt8) -> Int {
            levels.indices.min { abs(levels[$0] - Int(value)) < abs(levels[$1] - Int(value)) } ?? 0
        }
        let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
        let cube = (index: 16 + 36 * r + 6 * g + b, rgb: (levels[r], levels[g], levels[b]))
        let average = (Int(red) + Int(green) + Int(blue)) / 3
        let greyStep = min(23, max(0, (average - 8 + 5) / 10))
        let greyLevel = 8 + 10 * greyStep
        func distance(_ other: (Int, Int, Int)) -> Int {
            let dr = Int(red) - other.0
            let dg = Int(green) - other.1
            let db = Int(blue) - other.2
            return dr * dr + dg * dg + db * db
        }
        let greyIsCloser = distance((greyLevel, greyLevel, greyLevel)) < distance(cube.rgb)
        return UInt8(greyIsCloser ? 232 + greyStep : cube.index)
    }
}
