/// Two short lists that put right what mecab-ko-dic, a dictionary built from written text,
/// gives for everyday speech. Each entry is a word a Korean dictionary lists as one word.
package enum KoreanWordLists {
    /// Verbs written as one word that the dictionary splits into a verb, an -아/-어 ending and
    /// an auxiliary (물어보세요 = 묻 + 어 + 보 + 세요): joined again when the line writes them
    /// together, so they are learned as the one word they are. Written apart (물어 보세요), or
    /// any pair not listed (닫아주세요), the auxiliary stays a word of its own.
    package static let compoundVerbs: Set<String> = [
        "가져다주다", "갖다주다", "데려다주다", "도와주다", "알아주다", "바래다주다", "빌려주다", "보여주다", "들려주다",
        "물어보다", "여쭤보다", "찾아보다", "알아보다", "살펴보다", "돌아보다", "쳐다보다", "바라보다", "지켜보다", "둘러보다", "내다보다",
        "잊어버리다", "잃어버리다", "알아듣다", "알아차리다", "알아내다", "찾아내다", "찾아가다", "찾아오다", "돌아가다",
        "돌아오다", "들어가다", "들어오다", "올라가다", "올라오다", "내려가다", "내려오다", "나가다", "나오다", "데려가다",
        "데려오다", "가져가다", "가져오다", "따라가다", "따라오다", "다녀오다", "다녀가다", "걸어가다", "뛰어가다", "지나가다",
        "넘어지다", "떨어지다", "쓰러지다", "헤어지다", "사라지다", "이루어지다", "만들어지다",
    ]

    /// Everyday nouns that the dictionary knows only as proper nouns (알바 as a person's name,
    /// 카톡 as a brand) or not at all in their spoken sense. A line is read with a common noun
    /// of the same final sound in their place (`KoreanStandIns`), so the words around them are
    /// read as they would be around any noun, and each stays a word to learn.
    package static let everydayNouns: Set<String> = ["알바", "카톡", "화이팅", "파이팅", "멘붕", "꿀잼", "노잼", "인싸", "아싸", "베프", "존맛", "단톡방", "단톡"]
}
