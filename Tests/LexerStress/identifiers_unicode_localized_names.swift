import Foundation

// Identifiers in many scripts are valid Swift.
struct Café: Hashable {
    var nom: String
    var prix: Double
    var crème = true
    var straße = "Hauptstraße 1"
}

struct Benutzer {
    let vorname: String
    let größe: Double
    let geburtsjahr: Int
}

enum 季節: String, CaseIterable {
    case 春 = "haru", 夏 = "natsu", 秋 = "aki", 冬 = "fuyu"
}

let 名前 = "さくら"
let 年齢 = 20
let привет = "мир"
let γειά = "κόσμε"
let señal = true
let naïve = "résumé"
let Ärger = 0
let ñandú = 1
let 이름 = "지민"
let _privé = "underscore prefix"
let façade2 = "digit suffix"

func grüßen(_ benutzer: Benutzer, auf sprache: String = "de") -> String {
    "Hallo, \(benutzer.vorname) (\(benutzer.größe) m)"
}

func 挨拶(名前 n: String) -> String { "こんにちは、\(n)さん" }

let café = Café(nom: "Le Procope", prix: 2.5)
let 結果 = 挨拶(名前: 名前)
let saison = 季節.allCases.map(\.rawValue).joined(separator: "→")
print(café.nom, café.crème, café.straße, grüßen(Benutzer(vorname: "Jürgen", größe: 1.82, geburtsjahr: 1990)))
print(結果, 年齢, привет, γειά, señal, naïve, Ärger + ñandú, 이름, _privé, façade2, saison, 季節.春)
