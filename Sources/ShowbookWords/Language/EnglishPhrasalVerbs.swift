/// Phrasal verbs: a verb and the particle after it are one word (`pick up`, `give up`, `run
/// into`) when WordNet lists them as one verb (`pick_up` in `index.verb`) and the particle
/// follows in the same clause —
///
/// - next to the verb: an adverb particle, and when an object follows it, a verb WordNet lets
///   take one (`pick up the kids`, `get over it`, but `fell off her bike` is a fall); a
///   preposition WordNet binds to the verb (into, after, across) with its object (`ran into her`);
///   `in`, `on`, `around`, `along`, `by`, `through` only when no object follows them (`come in`,
///   `hold on`), since before one they are mostly prepositions (`live in Seoul`, `go on Monday`,
///   `ran through the garden`);
/// - after the verb's object of one or two words (`pick it up`, `pick the kids up`, `turn the
///   TV off`): an adverb particle or `in`/`on`/…, when no object follows it (`put the book on
///   the table` is no phrasal verb).
///
/// Wherever an object is, some sense of the phrasal verb must take one (WordNet's verb frames).
///
/// A third word WordNet lists with them joins too (`catch up with`). be, have and
/// do are never a phrasal verb's verb.
enum EnglishPhrasalVerbs {
    /// Joins the phrasal verbs of `items` (whose readings are chosen): the verb's reading becomes
    /// the phrase's, and the particles' pieces stop speaking.
    static func join(_ items: inout [EnglishItem], lexicon: EnglishLexicon) {
        let words = EnglishWordClasses.self
        for index in items.indices where items[index].speaks {
            guard let verb = verbBase(of: items[index]), !words.auxiliaries.contains(verb) else { continue }
            for gap in 0...2 {
                let particle = index + 1 + gap
                guard particle < items.count, !(index + 1...particle).contains(where: { items[$0].clauseStart }) else { break }
                let word = items[particle].form
                let classes = items[particle].piece.classes
                let isParticle = classes.contains(.adverbParticle) || classes.contains(.prepositionalParticle)
                    || (gap == 0 && classes.contains(.boundPreposition))
                guard isParticle else { continue }
                // An object between verb and particle, or after a particle next to the verb.
                var hasObject = gap > 0
                if gap > 0 {
                    guard !classes.contains(.boundPreposition), isObject(items, from: index + 1, through: particle - 1),
                          !objectFollows(particle, in: items) else { break }
                } else if classes.contains(.boundPreposition) {
                    hasObject = true
                } else if objectFollows(particle, in: items) {
                    guard classes.contains(.adverbParticle) else { break }
                    hasObject = true
                }
                var phrase = "\(verb)_\(word)"
                guard lexicon.isVerb(phrase), !hasObject || lexicon.takesObject(phrase) else { break }
                var used = [particle]
                if gap == 0, particle + 1 < items.count, !items[particle + 1].clauseStart,
                   lexicon.isVerb("\(phrase)_\(items[particle + 1].form)") {
                    phrase += "_\(items[particle + 1].form)"
                    used.append(particle + 1)
                }
                items[index].reading = BaseReading(base: phrase, partOfSpeech: .verb, source: .itself,
                                                   count: items[index].reading?.count ?? 0)
                for position in used { items[position].speaks = false }
                break
            }
        }
    }

    /// The verb base a piece may lead a phrasal verb with: its reading when it is a verb, else
    /// its commonest verb reading unless a determiner made it a noun.
    private static func verbBase(of item: EnglishItem) -> String? {
        if let reading = item.reading, reading.partOfSpeech == .verb { return reading.base }
        guard item.context != .noun, !item.isName else { return nil }
        return item.piece.commonestVerb?.base
    }

    /// True when `items[first...last]` (one or two pieces) can be a verb's object: a pronoun or
    /// a name, a noun, or a determiner and a noun.
    static func isObject(_ items: [EnglishItem], from first: Int, through last: Int) -> Bool {
        guard first <= last, last - first <= 1 else { return false }
        if first == last {
            let item = items[first]
            return item.piece.classes.contains(.objectPronoun) || item.isName || item.piece.isNoun
        }
        let head = items[first].form
        return (items[first].piece.classes.contains(.determiner) || head == "her") && (items[last].piece.isNoun || items[last].isName)
    }

    /// True when an object starts right after `index` in its clause: a determiner, a pronoun, a
    /// name or a noun (`in Seoul`, `on Monday`, `off the table`) — not a time (`every weekend`,
    /// `a second`, `last night`).
    static func objectFollows(_ index: Int, in items: [EnglishItem]) -> Bool {
        let next = index + 1
        guard next < items.count, !items[next].clauseStart else { return false }
        let form = items[next].form
        let classes = items[next].piece.classes
        if next + 1 < items.count, !items[next + 1].clauseStart, items[next + 1].piece.classes.contains(.timeNoun),
           classes.contains(.timeHerald) {
            return false
        }
        return classes.contains(.determiner) || classes.contains(.objectPronoun) || form == "her" || items[next].isName
            || items[next].piece.isNoun
    }
}
