import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Facts of a storyboard counted straight from its XML with Foundation's parser — independently
/// of scenec's reader — to check what the reader and the dump make of it.
final class StoryboardFacts: NSObject, XMLParserDelegate {
    /// Cells inside `<tableViewSection>` (static table content).
    private(set) var staticCells = 0
    /// Bar button items of a controller's `toolbarItems` and of toolbar views (not a navigation controller's own bar).
    private(set) var toolbarItems = 0
    /// Gesture recognizer elements (Interface Builder writes a long press as `pongPressGestureRecognizer`).
    private(set) var gestureRecognizers = 0
    /// `<outlet>`s whose `<connections>` belong to anything but a scene's controller or a cell
    /// (a table's `dataSource`, a text field's `delegate`, a recognizer's `delegate`).
    private(set) var viewOwnedOutlets = 0

    private var stack: [(name: String, attributes: [String: String])] = []

    init(contentsOf url: URL) throws {
        super.init()
        let parser = XMLParser(data: try Data(contentsOf: url))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.fileReadCorruptFile) }
    }

    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?, attributes: [String: String] = [:]) {
        let parent = stack.last
        if name == "tableViewCell", stack.contains(where: { $0.name == "tableViewSection" }) { staticCells += 1 }
        if name == "barButtonItem", parent?.name == "toolbarItems" || (parent?.name == "items" && stack.dropLast().last?.name == "toolbar") {
            toolbarItems += 1
        }
        if name.hasSuffix("GestureRecognizer") { gestureRecognizers += 1 }
        if name == "outlet", parent?.name == "connections", let owner = stack.dropLast().last {
            let isController = owner.attributes["sceneMemberID"] == "viewController"
            let isCell = owner.name == "tableViewCell" || owner.name == "collectionViewCell"
            if !isController && !isCell { viewOwnedOutlets += 1 }
        }
        stack.append((name, attributes))
    }

    func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
        stack.removeLast()
    }
}
