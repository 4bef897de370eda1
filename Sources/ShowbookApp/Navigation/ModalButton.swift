/// The buttons of a modal's bottom row. Keys and clicks press them by name — the renderer
/// records which one it drew where — so no code counts "0 = confirm".
public enum ModalButton: Sendable, CaseIterable {
    /// The button that does the modal's work: Delete, Add, Save, Move or Close.
    case confirm
    case cancel

    /// The other button of a two-button row (←/→/Tab move between them).
    public var other: ModalButton { self == .confirm ? .cancel : .confirm }
}
