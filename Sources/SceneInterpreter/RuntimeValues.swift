import Foundation
import SceneGraph
import SceneRuntime

/// Scene-graph vocabulary translated to runtime values, as generated code spells them.
enum RuntimeValues {
    static func presentationStyle(_ style: PresentationStyle) -> ModalPresentationStyle {
        switch style {
        case .automatic: .automatic
        case .fullScreen: .fullScreen
        case .overFullScreen: .overFullScreen
        case .pageSheet: .pageSheet
        case .formSheet: .formSheet
        case .currentContext: .currentContext
        case .overCurrentContext: .overCurrentContext
        case .popover: .popover
        case .custom: .custom
        case .none: .none
        }
    }

    static func transitionStyle(_ style: TransitionStyle) -> ModalTransitionStyle {
        switch style {
        case .coverVertical: .coverVertical
        case .flipHorizontal: .flipHorizontal
        case .crossDissolve: .crossDissolve
        case .partialCurl: .partialCurl
        }
    }

    static func arrowDirections(_ directions: [ArrowDirection]) -> PopoverArrowDirection {
        var result: PopoverArrowDirection = []
        for direction in directions {
            switch direction {
            case .up: result.insert(.up)
            case .down: result.insert(.down)
            case .left: result.insert(.left)
            case .right: result.insert(.right)
            case .any: result = .any
            }
        }
        return result.isEmpty ? .any : result
    }

    static func controlEvent(_ event: ControlEvent) -> Control.Event {
        switch event {
        case .touchDown: .touchDown
        case .touchDownRepeat: .touchDownRepeat
        case .touchDragInside: .touchDragInside
        case .touchDragOutside: .touchDragOutside
        case .touchDragEnter: .touchDragEnter
        case .touchDragExit: .touchDragExit
        case .touchUpInside: .touchUpInside
        case .touchUpOutside: .touchUpOutside
        case .touchCancel: .touchCancel
        case .valueChanged: .valueChanged
        case .primaryActionTriggered: .primaryActionTriggered
        case .menuActionTriggered: .menuActionTriggered
        case .editingDidBegin: .editingDidBegin
        case .editingChanged: .editingChanged
        case .editingDidEnd: .editingDidEnd
        case .editingDidEndOnExit: .editingDidEndOnExit
        }
    }

    static func barSystemItem(_ name: String) -> BarButtonItem.SystemItem? {
        let all: [BarButtonItem.SystemItem] = [
            .done, .cancel, .edit, .save, .add, .flexibleSpace, .fixedSpace, .compose, .reply, .action,
            .organize, .bookmarks, .search, .refresh, .stop, .camera, .trash, .play, .pause, .rewind,
            .fastForward, .undo, .redo, .close,
        ]
        return all.first { "\($0)" == name }
    }

    static func tabSystemItem(_ name: String) -> TabBarItem.SystemItem? {
        let all: [TabBarItem.SystemItem] = [.more, .favorites, .featured, .topRated, .recents, .contacts, .history, .bookmarks, .search, .downloads, .mostRecent, .mostViewed]
        return all.first { "\($0)" == name }
    }

    /// A scene (`subtitle`) or storyboard (`IBUITableViewCellStyleSubtitle`) cell style.
    static func cellStyle(_ style: String?) -> TableViewCell.CellStyle {
        guard var style else { return .default }
        if style.hasPrefix("IBUITableViewCellStyle") {
            style = String(style.dropFirst("IBUITableViewCellStyle".count))
            style = style.prefix(1).lowercased() + style.dropFirst()
        }
        switch style {
        case "subtitle": return .subtitle
        case "value1": return .value1
        case "value2": return .value2
        default: return .default
        }
    }

    static func accessoryType(_ name: String?) -> TableViewCell.AccessoryType {
        switch name {
        case "disclosureIndicator": .disclosureIndicator
        case "detailDisclosureButton": .detailDisclosureButton
        case "checkmark": .checkmark
        case "detailButton": .detailButton
        default: .none
        }
    }

    static func tableStyle(_ name: String?) -> TableView.Style {
        switch name {
        case "grouped": .grouped
        case "insetGrouped": .insetGrouped
        default: .plain
        }
    }
}
