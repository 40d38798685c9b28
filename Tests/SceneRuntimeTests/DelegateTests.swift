import Foundation
import Testing
@testable import SceneRuntime

@Suite("Text, picker and search delegates")
@MainActor
struct DelegateTests {
    final class FieldDelegate: TextFieldDelegate {
        var log: [String] = []
        var allowsBegin = true
        var allowsEnd = true
        var allowsReturn = true
        var allowsClear = true
        var refusedCharacters: Set<String> = []

        func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func textFieldDidBeginEditing(_ textField: TextField) { log.append("didBegin first=\(textField.isFirstResponder)") }
        func textFieldShouldEndEditing(_ textField: TextField) -> Bool { log.append("shouldEnd"); return allowsEnd }
        func textFieldDidEndEditing(_ textField: TextField) { log.append("didEnd first=\(textField.isFirstResponder)") }
        func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            log.append("change \(range.location),\(range.length) '\(string)'")
            return !refusedCharacters.contains(string)
        }
        func textFieldShouldClear(_ textField: TextField) -> Bool { log.append("shouldClear"); return allowsClear }
        func textFieldShouldReturn(_ textField: TextField) -> Bool { log.append("shouldReturn"); return allowsReturn }
    }

    private func field(in window: Window?, delegate: FieldDelegate) -> TextField {
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        window?.addSubview(field)
        field.delegate = delegate
        for (event, name) in [(Control.Event.editingDidBegin, "editingDidBegin"), (.editingChanged, "editingChanged"),
                              (.editingDidEndOnExit, "didEndOnExit"), (.primaryActionTriggered, "primary"),
                              (.editingDidEnd, "editingDidEnd")] {
            field.addAction(for: event) { delegate.log.append(name) }
        }
        return field
    }

    private func shownWindow() -> Window {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.isHidden = false
        return window
    }

    // MARK: Text field

    @Test func typingAsksTheDelegateInUIKitsOrder() {
        let window = shownWindow()
        let delegate = FieldDelegate()
        let field = field(in: window, delegate: delegate)
        #expect(field.simulateTyping("ab"))
        #expect(field.text == "ab")
        #expect(field.isFirstResponder)
        #expect(window.firstResponder === field)
        #expect(delegate.log == [
            "shouldBegin", "didBegin first=true", "editingDidBegin",
            "change 0,0 'a'", "editingChanged", "change 1,0 'b'", "editingChanged",
        ])
        delegate.log.removeAll()
        #expect(field.simulateReturn())
        #expect(delegate.log == ["shouldReturn", "didEndOnExit", "primary", "shouldEnd", "didEnd first=false", "editingDidEnd"])
        #expect(!field.isEditing && window.firstResponder == nil)
    }

    @Test func refusedChangesKeepTheTextAndSendNoEditingChanged() {
        let delegate = FieldDelegate()
        delegate.refusedCharacters = ["!"]
        let field = field(in: nil, delegate: delegate)
        #expect(field.simulateTyping("hi!"))
        #expect(field.text == "hi")
        #expect(delegate.log.filter { $0 == "editingChanged" }.count == 2)
        delegate.refusedCharacters = ["bye"]
        #expect(!field.simulateReplacingText(with: "bye"))
        #expect(field.text == "hi")
        #expect(delegate.log.last == "change 0,2 'bye'")
        #expect(field.simulateReplacingText(with: "ok"))
        #expect(field.text == "ok")
    }

    @Test func refusingToBeginReturnOrEndIsHonoured() {
        let window = shownWindow()
        let delegate = FieldDelegate()
        let field = field(in: window, delegate: delegate)
        delegate.allowsBegin = false
        #expect(!field.simulateTyping("x"))
        #expect(!field.becomeFirstResponder())
        #expect(field.text == "" && !field.isEditing)
        #expect(delegate.log == ["shouldBegin", "shouldBegin"])

        delegate.allowsBegin = true
        delegate.allowsReturn = false
        delegate.log.removeAll()
        #expect(!field.simulateReturn())
        #expect(field.isEditing)
        #expect(!delegate.log.contains("didEndOnExit"))

        delegate.allowsEnd = false
        #expect(!field.simulateEndEditing())
        #expect(!field.resignFirstResponder())
        #expect(field.isEditing && field.isFirstResponder)
        delegate.allowsEnd = true
        #expect(field.resignFirstResponder())
        #expect(!field.isEditing && !field.isFirstResponder)
    }

    @Test func theClearButtonAsksTheDelegate() {
        let delegate = FieldDelegate()
        let field = field(in: nil, delegate: delegate)
        field.text = "draft"
        delegate.allowsClear = false
        #expect(!field.simulateClearButtonTap())
        #expect(field.text == "draft")
        delegate.allowsClear = true
        #expect(field.simulateClearButtonTap())
        #expect(field.text == "")
        #expect(delegate.log.suffix(2) == ["shouldClear", "editingChanged"])
    }

    @Test func anotherFieldTakingOverEndsTheFirstOnesEditing() {
        let window = shownWindow()
        let firstDelegate = FieldDelegate()
        let secondDelegate = FieldDelegate()
        let first = field(in: window, delegate: firstDelegate)
        let second = field(in: window, delegate: secondDelegate)
        #expect(first.simulateTyping("a"))
        #expect(second.becomeFirstResponder())
        #expect(!first.isEditing && second.isEditing)
        #expect(firstDelegate.log.suffix(3) == ["shouldEnd", "didEnd first=false", "editingDidEnd"])
        firstDelegate.allowsEnd = false
        #expect(first.becomeFirstResponder())
        #expect(window.firstResponder === first)
        #expect(!second.becomeFirstResponder())
        #expect(!second.isEditing)
        #expect(window.firstResponder === first)
    }

    // MARK: Text view

    final class NotesController: ViewController, TextViewDelegate {
        var log: [String] = []
        var refused: Set<String> = []
        func textViewShouldBeginEditing(_ textView: TextView) -> Bool { log.append("shouldBegin"); return true }
        func textViewDidBeginEditing(_ textView: TextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: TextView) -> Bool { log.append("shouldEnd"); return true }
        func textViewDidEndEditing(_ textView: TextView) { log.append("didEnd") }
        func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            log.append("change \(range.location) '\(text)'")
            return !refused.contains(text)
        }
        func textViewDidChange(_ textView: TextView) { log.append("didChange") }
        func textViewDidChangeSelection(_ textView: TextView) { log.append("selection \(textView.selectedRange.location)") }
        func scrollViewDidScroll(_ scrollView: ScrollView) { log.append("didScroll") }
    }

    @Test func aTextViewsDelegateIsAssignedAsItsScrollViewDelegate() {
        let notes = NotesController()
        let textView = TextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        textView.delegate = notes
        notes.refused = ["?"]
        #expect(textView.simulateTyping("a?b"))
        #expect(textView.text == "ab")
        #expect(notes.log == [
            "shouldBegin", "didBegin",
            "change 0 'a'", "selection 1", "didChange", "change 1 '?'", "change 1 'b'", "selection 2", "didChange",
        ])
        notes.log.removeAll()
        #expect(textView.simulateSelection(NSRange(location: 0, length: 1)))
        textView.contentOffset = CGPoint(x: 0, y: 10)
        #expect(textView.simulateEndEditing())
        #expect(notes.log == ["selection 0", "didScroll", "shouldEnd", "didEnd"])
        textView.isEditable = false
        #expect(!textView.simulateTyping("c"))
    }

    // MARK: Scroll view

    @Test func scrollViewDelegatesHearDraggingAndZooming() {
        final class Zooming: ScrollViewDelegate {
            let content = View()
            var log: [String] = []
            func scrollViewWillBeginDragging(_ scrollView: ScrollView) { log.append("willBeginDragging") }
            func scrollViewDidScroll(_ scrollView: ScrollView) { log.append("didScroll \(scrollView.contentOffset.y)") }
            func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) { log.append("didEndDragging \(decelerate)") }
            func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { log.append("didEndAnimation") }
            func viewForZooming(in scrollView: ScrollView) -> View? { content }
            func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) { log.append("willZoom") }
            func scrollViewDidZoom(_ scrollView: ScrollView) { log.append("didZoom \(scrollView.zoomScale)") }
            func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) { log.append("didEndZooming \(scale)") }
        }
        let delegate = Zooming()
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 300)
        scrollView.maximumZoomScale = 3
        scrollView.delegate = delegate
        #expect(scrollView.simulateDrag(to: CGPoint(x: 0, y: 500)))
        scrollView.setContentOffset(.zero, animated: true)
        #expect(scrollView.simulateZoom(to: 5))
        #expect(delegate.log == [
            "willBeginDragging", "didScroll 200.0", "didEndDragging false", "didScroll 0.0", "didEndAnimation",
            "willZoom", "didZoom 3.0", "didEndZooming 3.0",
        ])
    }

    // MARK: Picker view

    final class Months: PickerViewDataSource, PickerViewDelegate {
        var rows = [12, 31]
        var selections: [String] = []
        func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
        func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
        func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component):\(row)" }
        func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {
            selections.append("\(component):\(row)")
        }
    }

    @Test func aPickerReadsItsDataSourceAndTellsItsDelegateOfUserSelections() {
        let months = Months()
        let picker = PickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = months
        picker.delegate = months
        #expect(picker.numberOfComponents == 2)
        #expect(picker.numberOfRows(inComponent: 1) == 31)
        #expect(picker.numberOfRows(inComponent: 5) == 0)
        #expect(picker.selectedRow(inComponent: 0) == 0)
        #expect(picker.title(forRow: 3, forComponent: 1) == "1:3")
        #expect(picker.rowSize(forComponent: 0) == CGSize(width: 150, height: PickerView.defaultRowHeight))

        picker.selectRow(5, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        #expect(months.selections.isEmpty)
        #expect(picker.simulateSelectRow(30, inComponent: 1))
        #expect(!picker.simulateSelectRow(30, inComponent: 1))
        #expect(!picker.simulateSelectRow(31, inComponent: 1))
        #expect(months.selections == ["1:30"])

        months.rows = [12, 28]
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 1) == 27)
        #expect(picker.selectedRow(inComponent: 0) == 5)
        months.rows = [12, 0]
        picker.reloadComponent(1)
        #expect(picker.selectedRow(inComponent: 1) == -1)
        picker.isHidden = true
        #expect(!picker.simulateSelectRow(1, inComponent: 0))
    }

    // MARK: Search bar

    final class SearchLog: SearchBarDelegate {
        var log: [String] = []
        var allowsBegin = true
        func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { log.append("shouldBegin"); return allowsBegin }
        func searchBarTextDidBeginEditing(_ searchBar: SearchBar) { log.append("didBegin") }
        func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { log.append("shouldEnd"); return true }
        func searchBarTextDidEndEditing(_ searchBar: SearchBar) { log.append("didEnd") }
        func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            text != "#"
        }
        func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { log.append("text \(searchText)") }
        func searchBarSearchButtonClicked(_ searchBar: SearchBar) { log.append("search") }
        func searchBarCancelButtonClicked(_ searchBar: SearchBar) { log.append("cancel") }
        func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) { log.append("scope \(selectedScope)") }
    }

    @Test func aSearchBarTellsItsDelegateAsAUserSearches() {
        let window = shownWindow()
        let delegate = SearchLog()
        let searchBar = SearchBar(frame: CGRect(x: 0, y: 0, width: 390, height: 56))
        searchBar.placeholder = "Recipes"
        window.addSubview(searchBar)
        searchBar.delegate = delegate
        #expect(searchBar.accessibilityLabel == "Recipes" && searchBar.accessibilityTraits == .searchField)

        #expect(searchBar.simulateTyping("p#i"))
        #expect(searchBar.isFirstResponder)
        #expect(!searchBar.simulateCancelButtonTap())
        searchBar.showsCancelButton = true
        #expect(searchBar.simulateSearchButtonTap())
        #expect(searchBar.simulateCancelButtonTap())
        #expect(searchBar.isEditing)
        searchBar.scopeButtonTitles = ["All", "Mine"]
        searchBar.showsScopeBar = true
        #expect(searchBar.simulateScopeButtonTap(at: 1))
        #expect(!searchBar.simulateScopeButtonTap(at: 1))
        #expect(searchBar.simulateEndEditing())
        #expect(!searchBar.isFirstResponder)
        #expect(searchBar.text == "pi")
        #expect(delegate.log == ["shouldBegin", "didBegin", "text p", "text pi", "search", "cancel", "scope 1", "shouldEnd", "didEnd"])

        delegate.allowsBegin = false
        #expect(!searchBar.simulateTyping("x"))
        #expect(searchBar.text == "pi")
    }
}
