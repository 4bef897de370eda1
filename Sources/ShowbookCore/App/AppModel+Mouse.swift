/// Mouse handling: the terminal reports a cell; the renderer's hit map says what is there; this
/// turns it into the same actions keys cause (select a row, open it, press a button, switch tab,
/// scroll).
extension AppModel {
    public func handleMouse(_ action: MouseAction, on target: HitTarget?) {
        if isHelpShown {
            if action == .click || action == .doubleClick { handle(.escape) }
            return
        }
        switch action {
        case .wheelUp, .wheelDown:
            let key: Key = action == .wheelUp ? .up : .down
            for _ in 0..<3 { _ = focusedScreen.handle(key) }
            return
        case .click, .doubleClick:
            break
        }
        guard let target else { return }
        if let modal = navigator.modal?.modal {
            switch (modal, target) {
            case let (_, .button(index)): (modal.model as? ButtonPressing)?.press(button: index)
            case let (.closeBook(model), .option(index)):
                model.select(index)
                if action == .doubleClick { model.press(button: 0) }
            default: break
            }
            return
        }
        switch target {
        case let .tab(index):
            if let tab = Tab(rawValue: index) { select(tab) }
        case let .row(index):
            guard let list = focusedScreen as? RowSelecting else { return }
            if action == .doubleClick { list.openRow(index) } else { list.selectRow(index) }
        case .button, .option:
            break
        }
    }
}

/// A modal whose buttons can be pressed by index (0 = confirm, 1 = cancel), as a click does.
public protocol ButtonPressing: AnyObject {
    func press(button index: Int)
}

/// A screen whose rows can be selected by index (mouse clicks).
public protocol RowSelecting: AnyObject {
    func selectRow(_ index: Int)
    /// Opens the row at `index` (a double click): the row the user pointed at.
    func openRow(_ index: Int)
}

extension RowSelecting where Self: ScreenModel {
    /// By default a double click selects the row and does what Enter does.
    public func openRow(_ index: Int) {
        selectRow(index)
        _ = handle(.enter)
    }
}
