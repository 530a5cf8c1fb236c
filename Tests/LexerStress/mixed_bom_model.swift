/* BOM-prefixed model file. The first token after the BOM is this comment. */
import Foundation

struct Recipe: Codable, Identifiable {
    let id: UUID
    var title: String
    var servings: Int
    var ingredients: [Ingredient]

    struct Ingredient: Codable, Hashable {
        var name: String
        var grams: Double
    }

    func scaled(to people: Int) -> Recipe {
        var copy = self
        let factor = Double(people) / Double(servings)
        copy.servings = people
        copy.ingredients = ingredients.map { Ingredient(name: $0.name, grams: ($0.grams * factor * 10).rounded() / 10) }
        return copy
    }
}

let crêpes = Recipe(id: UUID(), title: "Crêpes", servings: 4, ingredients: [.init(name: "farine", grams: 250), .init(name: "œufs", grams: 1.5e2)])
print(crêpes.scaled(to: 6).ingredients.map { "\($0.name): \($0.grams)g" })
