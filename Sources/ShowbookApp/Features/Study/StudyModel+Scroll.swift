/// Scrolling the card on screen when its text is taller than the box (`CardScroll`): the
/// renderer reports the face's line count, ↑/↓ move a line, the page keys a box, the wheel
/// three lines.
extension StudyModel: Scrollable {
    /// ↑/↓ and the page keys while the card is taller than its box (in free practice they
    /// take the place of ↑/↓'s previous/next; ←/→ still move).
    package static let scrollKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.up], "scroll the card up", .scrollUp, hint: false, doesNothingWhen: "the card's top is showing")
            .documented("scroll a card taller than the window (“↓ more below” / “↑ more above” on its edges; the wheel too)",
                        keys: KeyLabel.pair(.up, .down) + [.words(", ")] + KeyLabel.pair(.pageUp, .pageDown)),
        KeyBinding([.down], "scroll the card down", .scrollDown, hint: HintText("↑↓", "scroll"),
                   doesNothingWhen: "the card's end is showing").documentedInRowAbove(),
        KeyBinding([.pageUp], "scroll the card up a page", .pageUp, hint: false, doesNothingWhen: "the card's top is showing")
            .documentedInRowAbove(),
        KeyBinding([.pageDown], "scroll the card down a page", .pageDown, hint: false,
                   doesNothingWhen: "the card's end is showing").documentedInRowAbove(),
    ]

    /// The face on screen, as the scroll state knows it.
    package var shownFace: CardScroll.Face? {
        currentCard.map { CardScroll.Face(wordID: $0.id, isFlipped: isFlipped, isPractice: mode == .practice) }
    }

    /// True when the card on screen is taller than its box.
    public var cardOverflows: Bool { cardScroll.overflows(shownFace) }

    /// The first line of the card's text shown.
    public var cardOffset: Int { cardScroll.offset(for: shownFace) }

    /// The renderer's measure of the face on screen: its wrapped lines and the card's room.
    public func setCardLayout(lines: Int, visibleLines: Int) {
        cardScroll.setLayout(lines: lines, visibleLines: visibleLines, face: shownFace)
    }

    public func scrollContent(by lines: Int) { cardScroll.scroll(by: lines, face: shownFace) }

    /// The key map of the mode with the scroll keys in front while the card overflows.
    package func withScrollKeys(_ map: [KeyBinding<Command>]) -> [KeyBinding<Command>] {
        guard cardOverflows else { return map }
        let scrollKeys = Set(Self.scrollKeyMap.flatMap(\.keys))
        return Self.scrollKeyMap + map.compactMap { binding in
            var binding = binding
            binding.keys.removeAll { scrollKeys.contains($0) }
            return binding.keys.isEmpty ? nil : binding
        }
    }
}
