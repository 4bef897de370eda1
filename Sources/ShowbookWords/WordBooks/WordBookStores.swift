import ShowbookPlatform
/// The word-book stores over one database, made together so they share the clock, the study
/// settings and their references to each other. It holds no behaviour of its own: the app's
/// container, the commands and the tests make one, then hand each screen or command only the
/// stores it uses.
public struct WordBookStores: Sendable {
    public let database: Database
    public let books: BookStore
    public let words: WordStore
    public let reviews: ReviewStore
    public let study: StudyStore
    public let closing: CloseStore
    public let mining: MiningStore
    public let deletions: DeletionUndo

    public init(database: Database, clock: AppClock, studySettings: StudySettings = StudySettings()) {
        self.database = database
        books = BookStore(database: database, clock: clock)
        words = WordStore(database: database, clock: clock)
        reviews = ReviewStore(words: words, clock: clock, studySettings: studySettings)
        study = StudyStore(words: words, studySettings: studySettings)
        closing = CloseStore(books: books, clock: clock)
        mining = MiningStore(books: books, words: words)
        deletions = DeletionUndo(books: books)
    }

    /// Retention, the new-word limit and fuzz for the reviews these stores record.
    public var studySettings: StudySettings { reviews.studySettings }
}
