import ShowbookPlatform
import ShowbookWords
import ShowbookExchange
/// The study screen's key maps, one per mode (`activeKeyMap` picks and filters them): the
/// session's grades, flip and `k`, free practice's moves, the summary's way back.
extension StudyModel {
    /// `+`: ten more new words today, once the daily limit is spent (session and summary).
    package static let moreNewBinding = KeyBinding<Command>([.character("+")], "\(StudyStore.limitStep) more new words today",
                                                    .moreNew, rank: .extra,
                                                    doesNothingWhen: "the daily limit is not reached or no new word waits")
        .documented(moreNewDoc)

    /// What `+` does, in the key tables (here and on Today).
    package static let moreNewDoc = "when today's limit of new words is spent: \(StudyStore.limitStep) more new words today only "
        + "(kept over a restart that day, gone tomorrow)"

    /// `k` after the flip: "I know this" — Known, out of study until taken back.
    package static let knownBinding = KeyBinding<Command>([.character("k")], "I know this: mark Known (leaves study)", .known,
                                                  hint: HintText("k", "known"), rank: .extra)

    /// `f`: the side the cards show first, in the session and in free practice.
    package static let frontBinding = KeyBinding<Command>([.character("f")], "front side", .front, rank: .extra)
        .documented("front side of this book: the term, or the meaning (remembered per book)")

    /// `R`: the word back to New, in the session and in free practice.
    package static let resetBinding = KeyBinding<Command>([.character("R")], "reset the word", .reset, rank: .extra)
        .documented("reset the word (it is *New* again), after a confirm")

    public static let keyMap: [KeyBinding<Command>] = [
        KeyBinding([.character(" "), .enter], "flip", .flip).documented("flip the card"),
        KeyBinding([.character("1")], "grade Again", .grade(.again), hint: HintText("1–4", "grade"))
            .documented("after the flip: grade *Again*"),
        KeyBinding([.character("2")], "grade Hard", .grade(.hard), hint: false).documentedInRowAbove("*Hard*"),
        KeyBinding([.character("3")], "grade Good", .grade(.good), hint: false).documentedInRowAbove("*Good*"),
        KeyBinding([.character("4")], "grade Easy", .grade(.easy), hint: false)
            .documentedInRowAbove("*Easy* (the card shows each one's next interval)"),
        KeyBinding([.right, .character("l")], "Good", .grade(.good)).documented("*Good*"),
        KeyBinding([.left, .character("h")], "Again", .grade(.again)).documentedInRowAbove("*Again*, flipped or not"),
        knownBinding.documented("after the flip: I know this — the word is *Known* and leaves the session and study (its "
            + "card is kept)"),
        KeyBinding([.character("u"), .backspace], "undo the last grade or Known", .undo, hint: HintText("u", "undo"))
            .documented("undo the last grade or `k` (again and again, back to the session's start; also from the summary)"),
        frontBinding,
        KeyBinding([.character("r")], "hear the line (the word's clip, through mpv)", .hear, hint: HintText("r", "hear"), rank: .extra)
            .documented("hear the word's line: its clip's sound (mined from a video, or added while watching along) "
                + "through mpv, padded as the Anki export pads it"),
        KeyBinding([.character("p")], "free practice", .practice, rank: .extra).documented("free practice ↔ the session"),
        resetBinding,
        moreNewBinding,
        KeyBinding([.escape, .character("q")], "back", .back),
    ]

    /// Free practice: the JWords filters and shuffle; no grade is saved, `k` marks Known.
    public static let practiceKeyMap: [KeyBinding<Command>] = [
        KeyBinding([.character(" "), .enter], "flip", .flip).documented("flip the card"),
        KeyBinding([.right, .character("l")], "next", .next, doesNothingWhen: "the last card is showing").documented("next"),
        KeyBinding([.left, .character("h")], "previous", .previous, doesNothingWhen: "the first card is showing")
            .documentedInRowAbove("previous card"),
        KeyBinding([.down], "next", .next, hint: false).documented("next"),
        KeyBinding([.up], "previous", .previous, hint: false)
            .documentedInRowAbove("previous card, unless the card is taller than the window: then they scroll it"),
        KeyBinding([.character("m")], "filter", .filter, rank: .extra)
            .documented("filter: all → not yet right in practice → failed only"),
        KeyBinding([.character("r")], "shuffle", .shuffle, rank: .extra),
        knownBinding.documented("the word on screen is *Known*, flipped or not (it stays in the practice deck and leaves "
            + "the session)"),
        KeyBinding([.character("u"), .backspace], "undo the last Known mark", .undo, hint: HintText("u", "undo"),
                   doesNothingWhen: "no word was marked Known").documented("take the last Known mark back"),
        frontBinding,
        KeyBinding([.character("p")], "study session", .practice, rank: .extra).documented("free practice ↔ the session"),
        resetBinding,
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
