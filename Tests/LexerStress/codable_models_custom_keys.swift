import Foundation

struct Article: Codable, Identifiable, Equatable {
    let id: Int
    var title: String
    var body: String
    var publishedAt: Date?
    var author: Author
    var tags: [String]
    var metrics: Metrics
    var isFeatured: Bool

    struct Author: Codable, Equatable { let id: Int; let name: String; let avatarURL: URL? }
    struct Metrics: Codable, Equatable { var views = 0; var likes = 0 }

    enum CodingKeys: String, CodingKey {
        case id = "article_id"
        case title, body
        case publishedAt = "published_at"
        case author = "by"
        case tags = "tag_list"
        case metrics = "stats"
        case isFeatured = "featured?"
    }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(Int.self, forKey: .id)
        title = try c.decodeIfPresent(String.self, forKey: .title) ?? "(untitled)"
        body = try c.decode(String.self, forKey: .body)
        publishedAt = try? c.decode(Date.self, forKey: .publishedAt)
        author = try c.decode(Author.self, forKey: .author)
        tags = (try? c.decode(String.self, forKey: .tags))?.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) } ?? []
        metrics = try c.decodeIfPresent(Metrics.self, forKey: .metrics) ?? Metrics()
        isFeatured = try c.decodeIfPresent(Bool.self, forKey: .isFeatured) ?? false
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(title, forKey: .title)
        try c.encode(body, forKey: .body)
        try c.encodeIfPresent(publishedAt, forKey: .publishedAt)
        try c.encode(author, forKey: .author)
        try c.encode(tags.joined(separator: ", "), forKey: .tags)
        try c.encode(metrics, forKey: .metrics)
        try c.encode(isFeatured, forKey: .isFeatured)
    }
}

let json = #"""
{"article_id": 1, "body": "Hello \"world\" \\ \u00e9", "by": {"id": 2, "name": "Ana", "avatarURL": null},
 "tag_list": "swift, ios ,  lexers", "stats": {"views": 1e3, "likes": 0}, "featured?": true,
 "published_at": "2024-05-01T10:00:00Z"}
"""#
let decoder = JSONDecoder()
decoder.dateDecodingStrategy = .iso8601
let article = try decoder.decode(Article.self, from: Data(json.utf8))
print(article.title, article.tags, article.metrics.views / 10, article.isFeatured)
