import Foundation

/**
 A product as returned by `GET /catalog/products/{id}`.

 ```
 {"id": 7, "title": "Café Crème", "price_cents": 450}
 ```

 - Important: `price_cents` is an integer; never a float like `4.50`.
 */
struct Product: Codable, Hashable, Identifiable {
    /** Stable identifier. */
    let id: Int
    /** Display title (may contain "quotes" and 'apostrophes'). */
    let title: String
    /**
     Price in cents.
     /* historically this was `price` in dollars */
     */
    let priceCents: Int

    /** Maps JSON keys -> properties. */
    enum CodingKeys: String, CodingKey {
        case id
        case title
        case priceCents = "price_cents" /** snake_case */
    }

    /**
     Formats the price.

     - Parameter locale: defaults to `.current`.
     - Returns: e.g. "4,50 €" or "$4.50".
     */
    func formattedPrice(locale: Locale = .current) -> String {
        let formatter = NumberFormatter()
        formatter.numberStyle = .currency
        formatter.locale = locale
        return formatter.string(from: NSNumber(value: Double(priceCents) / 100.0)) ?? "—"
    }
}
