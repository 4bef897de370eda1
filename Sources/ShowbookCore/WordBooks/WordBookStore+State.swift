/// Setting a word's state directly, as an import does: unlike `mark`, it writes no study-mark
/// history, because nobody studied the word today.
extension WordBookStore {
    public func setState(wordID: Int64, to state: WordState) throws {
        try database.run(
            "UPDATE words SET state = ?, updated_at = ? WHERE id = ?", state.rawValue, clock.now.timeIntervalSince1970,
            wordID
        )
    }
}
