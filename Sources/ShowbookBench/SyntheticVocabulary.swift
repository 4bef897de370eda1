/// Word lists for the synthetic catalog. Common title words come first (they are drawn with a
/// Zipf-like bias towards the front); the long tail is made of invented names built from
/// syllables, as real catalogs are full of names.
enum SyntheticVocabulary {
    static let english: [String] = """
        the of and a in to my life love man show world family house night city story time day \
        new last little big great game girl boy secret black dark blue red golden wild war star \
        home street school club kitchen road lost good bad best american british young old \
        doctor detective police crime murder case files law island ocean river mountain desert \
        king queen prince princess empire kingdom dragon ghost witch hunter shadow legend \
        heart dream blood fire ice storm moon sun sky earth wind light power money gold \
        adventures chronicles tales diaries files mysteries wonders journey quest mission \
        brothers sisters friends neighbours strangers lovers heroes rebels outlaws survivors \
        inside beyond under after before between against without about from with through \
        summer winter spring autumn morning evening weekend holiday christmas birthday \
        hospital station airport hotel restaurant farm ranch garden castle palace prison \
        baby mother father daughter son wife husband uncle aunt grandma teacher nurse \
        cop agent spy soldier pilot captain chief boss judge lawyer chef artist singer \
        life's people's nation's tomorrow yesterday tonight forever never always again \
        academy college university office factory company business market bank casino \
        truth lies promise revenge justice honor glory fortune destiny freedom chaos \
        zero one two three four five six seven ten hundred million first second third \
        north south east west central national royal global local wild free true real \
        comedy drama hour live tonight special late early weekly daily project plan \
        planet space galaxy robot machine future past history science nature animal \
        horse dog cat wolf bear lion tiger eagle shark snake bird fish dinosaur monster \
        runner rider driver racer fighter killer maker breaker keeper walker seeker
        """.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)

    static let syllables = [
        "ka", "ri", "mo", "na", "lo", "ve", "sa", "ta", "ren", "dor", "mi", "el", "an", "bel", "cor",
        "da", "fen", "gar", "hal", "is", "jo", "kel", "lin", "mar", "nor", "os", "par", "quin", "ros",
        "sel", "tor", "ul", "val", "wen", "xa", "yor", "zan", "ber", "cas", "del",
    ]

    static let hangulWords = [
        "사랑", "전쟁", "가족", "비밀", "여름", "학교", "의사", "형사", "왕", "궁", "바다", "하늘", "우리",
        "나의", "아저씨", "선생님", "친구", "도시", "시간", "운명", "복수", "기억", "마음", "별", "꽃",
        "청춘", "결혼", "이야기", "남자", "여자", "그녀", "그대", "봄날", "겨울", "밤", "낮", "달빛",
        "오징어", "게임", "응답하라", "슬기로운", "생활", "검사", "변호사", "회사", "식당", "주방",
        "호텔", "병원", "경찰", "왕국", "전설", "귀신", "괴물", "미스터", "선샤인", "도깨비", "킹덤",
    ]

    static let kanaWords = [
        "ゲーム", "ひみつ", "さくら", "ともだち", "がっこう", "ラブ", "ストーリー", "ドラマ", "アニメ",
        "まつり", "なつ", "ふゆ", "よる", "そら", "うみ", "ほし", "こころ", "ゆめ", "たたかい", "ヒーロー",
        "キッチン", "レストラン", "ホテル", "ドクター", "ポリス", "ミステリー", "サムライ", "ニンジャ",
        "ロボット", "モンスター", "けいさつ", "びょういん", "かぞく", "こい", "みらい", "れきし",
    ]

    static let genres = [
        "Drama", "Comedy", "Crime", "Documentary", "Reality-TV", "Animation", "Action", "Adventure",
        "Romance", "Family", "Mystery", "Thriller", "Fantasy", "Sci-Fi", "Horror", "Talk-Show",
        "Game-Show", "History", "Music", "Sport", "News", "Biography",
    ]
}
