import ShowbookTV
/// Which of Hunspell's stems a Korean word (one space-separated eojeol) stands for. Hunspell
/// offers every analysis it can build — 가요 is the noun 가요 ("song"), 가 with the polite 요,
/// and 가다 with the ending 아요 — so the choice decides whether a predicate is learned as a
/// verb or as an unrelated noun. The rules, in order:
///
/// 1. A word that is itself a stop word (그리고, 그래서) is taken as is.
/// 2. A stem ending in 다 that the word does not start with whole is a predicate (먹다 for
///    먹고); every other stem is a noun (바다 for 바다에서). A predicate whose stem is the
///    whole word and ends in a consonant (물다 for 물) is dropped: a consonant stem never
///    stands without an ending.
/// 3. When the word ends in a predicate ending (요, 고, 서, 자, 죠, 네, 니, 면, 며, 까, 다, 야,
///    어, 아, 여 — which covers 어요, 아요, 세요, 었어요, 습니다, 아서, 으면…) or is one
///    contracted syllable (와 from 오다, 해 from 하다), a predicate wins.
/// 4. Otherwise a noun whose rest of the word is particles (을, 이랑, 들과, 에서는…) wins, the
///    longest such noun first, so a one-syllable fragment loses to the longer stem (친구들을:
///    친구, not 친).
/// 5. Otherwise a predicate, else the longest noun.
///
/// Among predicates: a stem that leaves a visible ending (나다 for 나서) beats one that is the
/// whole word (나서다); a stem ending in ㄹ loses to the same stem without it (주다 over 줄다
/// for 주세요, 가다 over 갈다 for 갈까요), since the ㄹ reading needs the ending to swallow it;
/// then Hunspell's order.
package enum KoreanStemChoice {
    /// Final syllables of predicate endings.
    package static let predicateEndings: Set<Character> = ["요", "고", "서", "자", "죠", "네", "니", "면", "며", "까", "다", "야", "어", "아", "여"]
    /// Particles (and the plural 들) that may follow a noun, alone or in a row.
    package static let particles = ["은", "는", "이", "가", "을", "를", "에", "에서", "에게", "께", "께서", "한테", "도", "만", "의", "로",
                            "으로", "와", "과", "랑", "이랑", "하고", "까지", "부터", "보다", "처럼", "마다", "밖에", "이나", "나", "들"]

    package static func choose(stems: [String], for word: String, stopWords: Set<String> = []) -> String? {
        let stems = stems.filter { !$0.isEmpty }
        if stopWords.contains(word), stems.contains(word) { return word }
        let syllables = Array(word)
        var nouns: [String] = []
        var predicates: [String] = []
        for stem in stems {
            if stem.count > 1, stem.hasSuffix("다"), !word.hasPrefix(stem) {
                let core = Array(stem.dropLast())
                if core == syllables, let last = core.last, Hangul.hasFinalConsonant(last) { continue }
                predicates.append(stem)
            } else {
                nouns.append(stem)
            }
        }
        guard let last = syllables.last else { return nil }
        let wholeNoun = nouns.contains(word) && syllables.count > 1
        let contracted = !wholeNoun && Hangul.isOpenContractedVowel(last)
            && predicates.contains { $0.count - 1 == syllables.count && Array($0.dropLast()).last != last }
        if !predicates.isEmpty, predicateEndings.contains(last) || contracted {
            return choosePredicate(predicates, for: syllables)
        }
        let parsed = nouns.filter { word.hasPrefix($0) && isParticles(word.dropFirst($0.count)) }
        if let noun = longest(parsed) { return noun }
        if !predicates.isEmpty { return choosePredicate(predicates, for: syllables) }
        return longest(nouns)
    }

    private static func choosePredicate(_ predicates: [String], for syllables: [Character]) -> String {
        var candidates = predicates
        let showsEnding = candidates.contains {
            let core = Array($0.dropLast())
            return core.count < syllables.count && syllables.starts(with: core)
        }
        if showsEnding { candidates.removeAll { Array($0.dropLast()) == syllables } }
        let withoutL = candidates.filter { stem in
            guard let open = Hangul.withoutFinalL(stem) else { return true }
            return !candidates.contains(open)
        }
        return (withoutL.isEmpty ? candidates : withoutL)[0]
    }

    private static func isParticles(_ rest: Substring) -> Bool {
        var work = 0
        return isParticles(rest, work: &work)
    }

    /// Whether `rest` is particles in a row, adding to `work` each particle tried. Each place
    /// in `rest` is tried once (which places a row of particles can reach, left to right): a
    /// particle that is two others in a row (이나 = 이 + 나) would otherwise make the ways to cut
    /// a long run grow exponentially.
    package static func isParticles(_ rest: Substring, work: inout Int) -> Bool {
        let syllables = Array(rest)
        var reachable = [Bool](repeating: false, count: syllables.count + 1)
        reachable[0] = true
        for start in syllables.indices where reachable[start] {
            for particle in particleSyllables {
                work += 1
                let end = start + particle.count
                if end <= syllables.count && syllables[start..<end].elementsEqual(particle) { reachable[end] = true }
            }
        }
        return reachable[syllables.count]
    }

    /// `particles` as arrays of characters.
    private static let particleSyllables = particles.map { Array($0) }

    /// The longest stem; the first of equal length (Hunspell's order).
    private static func longest(_ stems: [String]) -> String? {
        stems.reduce(nil as String?) { best, stem in
            guard let best else { return stem }
            return stem.count > best.count ? stem : best
        }
    }
}
