/// The closed classes of English words the tokenizer reads a word's neighbours by: which words
/// announce a noun (determiners, possessives), which a verb (modals, subject pronouns, `do`,
/// and for an -ing or -ed form `be` and `have`), which may be skipped between them (not, just,
/// really), which stand for an object, which say when, and which particles make a phrasal verb.
enum EnglishWordClasses {
    /// Words after which a noun (or its adjectives) comes: `the wedding`, `my long walk`.
    static let determiners: Set<String> = [
        "a", "an", "the", "this", "that", "these", "those", "my", "your", "his", "its", "our", "their", "every", "each",
        "no", "some", "any", "another", "whose", "what", "which", "either", "neither", "several", "many", "few",
        "much", "such", "one's",
    ]
    /// `this`/`that` cannot stand before a plural: `that leaves` is a verb.
    static let singularDeterminers: Set<String> = ["this", "that", "another", "every", "each", "a", "an", "either", "neither"]

    /// Words after which a verb comes: `can go`, `she leaves`, `didn't sleep`.
    static let verbHeralds: Set<String> = [
        "can", "could", "will", "would", "shall", "should", "may", "might", "must", "do", "does", "did",
        "i", "we", "they", "he", "she", "let's",
    ]
    /// Forms of be (and keep, stop, start) after which an -ing form is a verb (`were sleeping`,
    /// `I'm meeting`, `kept running`); `'s` after a name is taken for `is` too (`Mom's cooking`
    /// is rarer in dialogue than `Mom's coming`).
    static let progressiveHeralds: Set<String> = ["am", "is", "are", "was", "were", "be", "been", "being", "'s", "keep", "kept", "keeps", "stop", "stopped", "start", "started"]
    /// Forms of have after which a participle is a verb (`have eaten`, `I've told`).
    static let haveForms: Set<String> = ["have", "has", "had", "having", "would"]

    /// Adverbs that may stand between a herald and its verb: `were still sleeping`, `I really like`.
    static let fillers: Set<String> = [
        "not", "never", "always", "just", "still", "really", "also", "even", "already", "ever", "often", "sometimes",
        "only", "probably", "actually", "usually", "all", "both", "finally", "totally", "definitely", "seriously",
        "certainly", "maybe", "almost", "soon", "now", "so", "too", "very", "quite", "pretty",
    ]

    /// Words that stand for an object between a verb and its particle (`pick it up`), or start
    /// one after a preposition (`live in it`).
    static let objectPronouns: Set<String> = [
        "me", "you", "him", "her", "it", "us", "them", "this", "that", "these", "those", "everything", "everyone",
        "everybody", "something", "someone", "somebody", "anything", "anyone", "anybody", "nothing", "nobody", "one",
        "yourself", "myself", "himself", "herself", "itself", "ourselves", "themselves",
    ]

    /// Particles that make a phrasal verb next to the verb or after its object, whatever follows
    /// (`pick up the kids`, `pick the kids up`).
    static let adverbParticles: Set<String> = ["up", "down", "out", "off", "away", "back", "apart", "together", "ahead", "forward", "aside", "over"]
    /// Particles that are prepositions as often: a particle only when no object follows
    /// (`come in`, `hold on`, `turn it on`), a preposition before one (`live in Seoul`).
    static let prepositionalParticles: Set<String> = ["in", "on", "around", "along", "by", "through"]
    /// Prepositions whose verb WordNet lists only next to it, object and all (`run into her`,
    /// `look after him`).
    static let boundPrepositions: Set<String> = ["into", "after", "across"]
    /// Prepositions after which `her` is a possessive (`at her wedding`).
    static let prepositions: Set<String> = [
        "at", "to", "in", "on", "for", "with", "from", "about", "of", "after", "before", "during", "into", "by",
        "without", "like", "than",
    ]
    /// Finite verbs after which an -ing form before them is their subject (`Grandma's cooking
    /// is the best`, `Her singing was lovely`).
    static let finiteVerbs: Set<String> = [
        "is", "was", "are", "were", "will", "would", "can", "could", "has", "had", "makes", "made", "sounds", "looks",
        "seems", "gets", "got", "takes", "took",
    ]
    /// Nouns of time: with `every`, `last`, `next`, `this` or `all` before them they say when, not
    /// what (`hung out every weekend`, `hold on a second`).
    static let timeNouns: Set<String> = [
        "second", "sec", "minute", "hour", "day", "night", "week", "weekend", "month", "year", "morning", "afternoon",
        "evening", "time", "while", "summer", "winter", "spring", "fall", "autumn", "moment",
    ]
    /// The auxiliaries never taken for a phrasal verb's verb (`be on`, `have on`).
    static let auxiliaries: Set<String> = ["be", "have", "do"]

    /// Intensifiers that may stand before a noun's adjective (`a very long meeting`).
    static let intensifiers: Set<String> = ["very", "really", "so", "too", "quite", "pretty"]
    /// Words that make a time noun after them say when (`every weekend`, `last night`).
    static let timeHeralds: Set<String> = ["every", "last", "next", "this", "that", "all", "a", "one", "each"]

    /// The classes above a word is in, as flags: the tokenizer works them out once per written
    /// word (`EnglishWrittenWords`) instead of looking each word up in each set at every line.
    struct Membership: OptionSet, Sendable {
        let rawValue: UInt32
        static let determiner = Membership(rawValue: 1 << 0)
        static let singularDeterminer = Membership(rawValue: 1 << 1)
        static let verbHerald = Membership(rawValue: 1 << 2)
        static let progressiveHerald = Membership(rawValue: 1 << 3)
        static let haveForm = Membership(rawValue: 1 << 4)
        static let filler = Membership(rawValue: 1 << 5)
        static let objectPronoun = Membership(rawValue: 1 << 6)
        static let adverbParticle = Membership(rawValue: 1 << 7)
        static let prepositionalParticle = Membership(rawValue: 1 << 8)
        static let boundPreposition = Membership(rawValue: 1 << 9)
        static let preposition = Membership(rawValue: 1 << 10)
        static let finiteVerb = Membership(rawValue: 1 << 11)
        static let timeNoun = Membership(rawValue: 1 << 12)
        static let intensifier = Membership(rawValue: 1 << 13)
        static let timeHerald = Membership(rawValue: 1 << 14)
    }

    /// The classes `word` is in.
    static func membership(of word: String) -> Membership {
        let classes: [(Set<String>, Membership)] = [
            (determiners, .determiner), (singularDeterminers, .singularDeterminer), (verbHeralds, .verbHerald),
            (progressiveHeralds, .progressiveHerald), (haveForms, .haveForm), (fillers, .filler), (objectPronouns, .objectPronoun),
            (adverbParticles, .adverbParticle), (prepositionalParticles, .prepositionalParticle), (boundPrepositions, .boundPreposition),
            (prepositions, .preposition), (finiteVerbs, .finiteVerb), (timeNouns, .timeNoun), (intensifiers, .intensifier),
            (timeHeralds, .timeHerald),
        ]
        var membership: Membership = []
        for (words, flag) in classes where words.contains(word) { membership.insert(flag) }
        return membership
    }

    /// Number words: a number, not a word to learn (the tokenizer and the document tokenizer
    /// mark them so).
    static let numbers: Set<String> = [
        "zero", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven", "twelve", "thirteen",
        "fourteen", "fifteen", "sixteen", "seventeen", "eighteen", "nineteen", "twenty", "thirty", "forty", "fifty",
        "sixty", "seventy", "eighty", "ninety", "hundred", "thousand", "million", "billion",
    ]
}
