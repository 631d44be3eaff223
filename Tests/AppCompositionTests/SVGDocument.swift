import Foundation

#if canImport(FoundationXML)
import FoundationXML
#endif

/// An SVG file's elements in order, read by a real XML parser, which proves the file well-formed.
final class SVGDocument: NSObject, XMLParserDelegate {
    struct Element {
        let name: String
        let attributes: [String: String]
        var text = ""

        func number(_ attribute: String) -> Int? { attributes[attribute].flatMap { Int($0) } }
    }

    private(set) var elements: [Element] = []
    private var open: [Int] = []

    init?(_ text: String) {
        super.init()
        let parser = XMLParser(data: Data(text.utf8))
        parser.delegate = self
        guard parser.parse() else { return nil }
    }

    func elements(named name: String, class kind: String? = nil) -> [Element] {
        elements.filter { $0.name == name && (kind == nil || $0.attributes["class"] == kind) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        open.append(elements.count)
        elements.append(Element(name: elementName, attributes: attributes))
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if let current = open.last { elements[current].text += string }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        open.removeLast()
    }
}
