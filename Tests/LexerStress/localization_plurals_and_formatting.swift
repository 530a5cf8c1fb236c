import Foundation

struct Formatter {
    let locale: Locale

    func files(_ count: Int) -> String {
        String(localized: "\(count) files", locale: locale, comment: "Uses the stringsdict plural rules")
    }

    func size(_ bytes: Int64) -> String {
        bytes.formatted(.byteCount(style: .file).locale(locale))
    }

    func price(_ amount: Decimal, currency: String) -> String {
        amount.formatted(.currency(code: currency).locale(locale).precision(.fractionLength(0...2)))
    }

    func percent(_ value: Double) -> String {
        value.formatted(.percent.precision(.significantDigits(2)).locale(locale))
    }

    func list(_ names: [String]) -> String {
        names.formatted(.list(type: .and).locale(locale))
    }

    func relative(_ date: Date) -> String {
        date.formatted(.relative(presentation: .named, unitsStyle: .wide).locale(locale))
    }

    func measurement(_ km: Double) -> String {
        Measurement(value: km, unit: UnitLength.kilometers).formatted(.measurement(width: .abbreviated, usage: .road).locale(locale))
    }
}

let samples: [(String, Formatter)] = ["en_US", "fr_FR", "de_CH", "ar_EG", "ja_JP", "hi_IN"].map { ($0, Formatter(locale: Locale(identifier: $0))) }
for (id, f) in samples {
    print("""
        [\(id)]
          files: \(f.files(1)) / \(f.files(3)) / \(f.files(21))
          size: \(f.size(1_536_000)) — price: \(f.price(1234.5, currency: id == "ja_JP" ? "JPY" : "EUR"))
          percent: \(f.percent(0.4567)) — list: \(f.list(["Ana", "Bo", "Cy"]))
          when: \(f.relative(Date(timeIntervalSinceNow: -3_600 * 26))) — distance: \(f.measurement(42.195))
        """)
}

let legacy = String(format: NSLocalizedString("%d of %d (%.1f%%) — \"%@\"", comment: ""), 3, 4, 3.0 / 4.0 * 100, "done")
let positional = String(format: "%2$@ %1$@", "world", "hello")
let padded = String(format: "|%-10s|%10.3f|%05d|%x|%o|%e|", ("left" as NSString).utf8String!, 3.14159, 42, 255, 8, 1e-9)
print(legacy, positional, padded)
