/// The study screen's key maps, one per mode (`activeKeyMap` picks and filters them): the
/// session's grades, flip and `k`, free practice's moves, the summary's way back.
extension StudyModel {
    /// `+`: ten more new words today, once the daily limit is spent (session and summary).
    static let moreNewBinding = KeyBinding<Command>([.character("+")], "\(StudyStore.limitStep) more new words today",
                                                    .moreNew, rank: .extra,
                                                    doesNothingWhen: "the daily limit is not reached or no new word waits")

    /// `k` after the flip: "I know this" — Known, out of study until taken back.
    static let knownBinding = KeyBinding<Command>([.character("k")], "I know this: mark Known (leaves study)", .known,
                                                  hint: HintText("k", "known"), rank: .extra)

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.character(" "), .enter], "flip", .flip),
        KeyBinding([.character("1")], "grade Again", .grade(.again), hint: HintText("1–4", "grade")),
        KeyBinding([.character("2")], "grade Hard", .grade(.hard), hint: false),
        KeyBinding([.character("3")], "grade Good", .grade(.good), hint: false),
        KeyBinding([.character("4")], "grade Easy", .grade(.easy), hint: false),
        KeyBinding([.right, .character("l")], "Good", .grade(.good)),
        KeyBinding([.left, .character("h")], "Again", .grade(.again)),
        knownBinding,
        KeyBinding([.character("u"), .backspace], "undo the last grade or Known", .undo, hint: HintText("u", "undo")),
        KeyBinding([.character("f")], "front side", .front, rank: .extra),
        KeyBinding([.character("p")], "free practice", .practice, rank: .extra),
        KeyBinding([.character("R")], "reset the word", .reset, rank: .extra),
        moreNewBinding,
        KeyBinding([.escape, .character("q")], "back", .back),
    ]

    /// Free practice: the JWords filters and shuffle; no grade is saved, `k` marks Known.
    public static let practiceKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.character(" "), .enter], "flip", .flip),
        KeyBinding([.right, .character("l")], "next", .next, doesNothingWhen: "the last card is showing"),
        KeyBinding([.left, .character("h")], "previous", .previous, doesNothingWhen: "the first card is showing"),
        KeyBinding([.down], "next", .next, hint: false),
        KeyBinding([.up], "previous", .previous, hint: false),
        KeyBinding([.character("m")], "filter", .filter, rank: .extra),
        KeyBinding([.character("r")], "shuffle", .shuffle, rank: .extra),
        knownBinding,
        KeyBinding([.character("u"), .backspace], "undo the last Known mark", .undo, hint: HintText("u", "undo"),
                   doesNothingWhen: "no word was marked Known"),
        KeyBinding([.character("f")], "front side", .front, rank: .extra),
        KeyBinding([.character("p")], "study session", .practice, rank: .extra),
        KeyBinding([.character("R")], "reset the word", .reset, rank: .extra),
        KeyBinding([.escape, .character("q")], "back", .back),
    ]

    public static let summaryKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.enter, .escape, .character("q")], "back", .back, hint: HintText("Enter/Esc", "back")),
        KeyBinding([.character("u"), .backspace], "undo the last grade or Known", .undo, hint: HintText("u", "undo"),
                   doesNothingWhen: "no card was graded or marked Known"),
        KeyBinding([.character("p")], "free practice", .practice, rank: .extra),
        moreNewBinding,
    ]
}
