import XCTest
@testable import ShowbookWords

/// The English words issue 35 found wrong, each read through the real WordNet: -ing nouns where
/// a noun stands, every exception list (verbs too), gonna/wanna/gotta, phrasal verbs WordNet
/// lists, and through the document pipeline (which reads a whole line, not word by word).
final class EnglishTokenizerTests: XCTestCase {
    private static let toolkit = MiningToolkit()

    private func terms(_ line: String) throws -> [String] {
        try Self.toolkit.tokenizer(for: .english).tokens(in: line).map(\.term)
    }

    private func assertHas(_ term: String, in line: String, file: StaticString = #filePath, line number: UInt = #line) throws {
        let found = try terms(line)
        XCTAssertTrue(found.contains(term), "\(line) gave \(found)", file: file, line: number)
    }

    func testIngNounsStayNounsWhereANounStands() throws {
        try assertHas("wedding", in: "The wedding was beautiful.")
        try assertHas("meeting", in: "We have a long meeting today.")
        try assertHas("building", in: "That building is really old.")
        try assertHas("feeling", in: "Her feelings were hurt.")
    }

    func testIngVerbsStayVerbs() throws {
        XCTAssertEqual(try terms("The children were sleeping."), ["the", "child", "be", "sleep"])
        try assertHas("build", in: "They are building a new house.")
        try assertHas("meet", in: "I'm meeting her tomorrow.")
    }

    func testEveryExceptionListVerbsIncluded() throws {
        XCTAssertEqual(try terms("It was late and we were cold."), ["it", "be", "late", "and", "we", "be", "cold"])
        XCTAssertEqual(try terms("The oxen pulled the cart."), ["the", "ox", "pull", "the", "cart"])
        XCTAssertEqual(try terms("The men and their wives danced."), ["the", "man", "and", "their", "wife", "dance"])
        XCTAssertEqual(try terms("I am sure he has been there."), ["be", "sure", "he", "have", "be", "there"])
    }

    func testGonnaWannaGottaAreTheirVerbs() throws {
        XCTAssertEqual(try terms("I'm gonna call you."), ["go", "call", "you"])
        XCTAssertEqual(try terms("I wanna leave."), ["want", "leave"])
        XCTAssertEqual(try terms("You gotta see this."), ["you", "get", "see", "this"])
    }

    func testPhrasalVerbsWordNetListsAreOneWord() throws {
        XCTAssertEqual(try terms("Pick it up."), ["pick up", "it"])
        XCTAssertEqual(try terms("I gave up."), ["give up"])
        XCTAssertEqual(try terms("I ran into her yesterday."), ["run into", "her", "yesterday"])
        XCTAssertEqual(try terms("Can you pick the kids up at five?"), ["can", "you", "pick up", "the", "kid", "at", "five"])
        XCTAssertEqual(try terms("Turn it off!"), ["turn off", "it"])
    }

    func testAPrepositionWithItsObjectIsNoParticle() throws {
        XCTAssertEqual(try terms("They live in Seoul."), ["they", "live", "in", "seoul"], "live in is listed, but in Seoul is a place")
        XCTAssertEqual(try terms("We go on Monday."), ["we", "go", "on", "monday"])
    }

    func testTheDocumentPipelineReadsTheWholeLine() throws {
        let tokenizer = try DocumentTokenizer.make(.english, toolkit: Self.toolkit)
        let tokens = tokenizer.tokens(in: "Can you pick it up? The wedding is at noon.")
        XCTAssertEqual(tokens.map(\.term), ["can", "you", "pick up", "it", "the", "wedding", "be", "at", "noon"])
        XCTAssertEqual(tokens.first { $0.term == "pick up" }?.kind, .word)
        let got = tokenizer.tokens(in: "Get up, Walter.")
        XCTAssertEqual(got.map(\.term), ["get up", "walter"])
        XCTAssertEqual(got.map(\.kind), [.word, .name], "get is a function word, get up is not")
    }

    func testAPossessiveBeforeAnIngFormMakesItANoun() throws {
        try assertHas("painting", in: "Her painting won first prize.")
        try assertHas("wedding", in: "We met at her wedding.")
        try assertHas("cooking", in: "Grandma's cooking is the best.")
        try assertHas("cook", in: "Grandma's cooking dinner.")
        try assertHas("sing", in: "I heard her singing.")
    }

    func testATimeAfterAParticleIsNoObject() throws {
        XCTAssertEqual(try terms("We hung out every weekend."), ["we", "hang out", "every", "weekend"])
        XCTAssertEqual(try terms("He came over last night."), ["he", "come over", "last", "night"])
        XCTAssertEqual(try terms("Hold on a second."), ["hold on", "second"])
        XCTAssertEqual(try terms("I'll think it over."), ["think over", "it"])
        XCTAssertEqual(try terms("I'll catch up with you later."), ["catch up with", "you", "later"], "a third word WordNet lists")
    }

    func testNamesAndNumbersAreMarkedInTheLine() throws {
        let tokens = try Self.toolkit.tokenizer(for: .english).tokens(in: "She leaves for Paris at seven.")
        XCTAssertEqual(tokens.map(\.term), ["she", "leave", "for", "paris", "at", "seven"])
        XCTAssertEqual(tokens.map(\.kind), [.function, .word, .function, .name, .function, .number])
    }
}
