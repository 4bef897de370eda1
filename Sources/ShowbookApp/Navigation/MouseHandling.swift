/// A screen or modal that answers clicks itself: the app hands it the action and what the
/// renderer drew under the pointer, and the model decides what that means. No click is
/// turned into a fake key press, so a click can only do what its target offers.
public protocol MouseHandling: AnyObject {
    /// A click or double click on `target` (never `.blocked`, never a tab label).
    func handleClick(_ action: MouseAction, on target: HitTarget)
}

/// A screen whose content the wheel scrolls (lists, long text, a study card taller than its
/// box). Screens that do not adopt it — forms, modals — ignore the wheel.
public protocol Scrollable: AnyObject {
    /// Scrolls by `lines` (negative: up), clamped at the ends.
    func scrollContent(by lines: Int)
}

/// A modal whose buttons are pressed by name, by a key or by a click on the drawn button.
public protocol ButtonPressing: MouseHandling {
    func press(_ button: ModalButton)
}

extension ButtonPressing {
    public func handleClick(_ action: MouseAction, on target: HitTarget) {
        if case let .button(button) = target { press(button) }
    }
}

/// A list screen: a click selects a row, a double click opens it, the wheel moves the
/// selection.
public protocol RowSelecting: MouseHandling, Scrollable {
    var list: ListState { get }
    func selectRow(_ index: Int)
    /// What Enter does on the selected row (a double click does the same).
    func openSelectedRow()
}

extension RowSelecting {
    public func handleClick(_ action: MouseAction, on target: HitTarget) {
        guard case let .row(index) = target else { return }
        selectRow(index)
        if action == .doubleClick { openSelectedRow() }
    }

    public func scrollContent(by lines: Int) { selectRow(list.selected + lines) }
}

extension MouseAction {
    /// How many lines one wheel notch scrolls.
    public static let wheelLines = 3

    public var isClick: Bool { self == .click || self == .doubleClick }

    /// The lines the wheel scrolls (negative: up); nil for clicks.
    public var scrollLines: Int? {
        switch self {
        case .wheelUp: return -Self.wheelLines
        case .wheelDown: return Self.wheelLines
        case .click, .doubleClick: return nil
        }
    }
}
