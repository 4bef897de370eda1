/// The text of one status-bar hint: the keys as shown and what they do — the same two parts
/// as a help line.
public typealias HintText = HelpEntry

/// One status-bar hint taken from the active key map, with the keys it stands for. Carrying
/// the keys (not only their text) lets tests press every hint and check that it does
/// something, so the bar cannot promise a key that is not bound in the current mode.
public struct KeyHint: Equatable, Sendable {
    public var keys: [Key]
    public var text: HintText
    /// Copied from the binding: when the key deliberately changes nothing.
    public var doesNothingWhen: String?

    public init(keys: [Key], text: HintText, doesNothingWhen: String? = nil) {
        self.keys = keys
        self.text = text
        self.doesNothingWhen = doesNothingWhen
    }
}
