import Foundation

enum Emoji {
    static let wave = "👋"
    static let waveEscaped = "\u{1F44B}"
    static let family = "👨‍👩‍👧‍👦" // ZWJ sequence
    static let familyEscaped = "\u{1F468}\u{200D}\u{1F469}\u{200D}\u{1F467}\u{200D}\u{1F466}"
    static let skinTone = "👍🏽"
    static let keycap = "1\u{FE0F}\u{20E3}"
}

let greetings: [String: String] = [
    "en": "Hello, \(Emoji.wave)!",
    "fr": "Bonjour, ça va ? \u{1F600}",
    "de": "Grüß Gott – schöne Straße",
    "ja": "こんにちは、\(Emoji.waveEscaped)世界",
    "zh": "你好，世界",
    "ar": "مرحبا بالعالم",
    "he": "שלום עולם",
    "ru": "Привет, мир",
    "el": "Γειά σου Κόσμε",
    "hi": "नमस्ते दुनिया",
    "th": "สวัสดีชาวโลก",
    "ko": "안녕하세요 세계",
]

let rtlMark = "\u{200F}", ltrMark = "\u{200E}"
let mixedDirection = "\(ltrMark)Order #\(1234) \(rtlMark)\(greetings["he"] ?? "")"
let nbsp = "10\u{00A0}km"
let zeroWidth = "soft\u{00AD}hyphen\u{200B}zero-width"
for code in greetings.keys.sorted() {
    print("\(code): \(greetings[code]!) [\(greetings[code]!.count) chars, \(greetings[code]!.utf16.count) UTF-16]")
}
print(Emoji.family == Emoji.familyEscaped, Emoji.skinTone, Emoji.keycap, mixedDirection, nbsp, zeroWidth)
