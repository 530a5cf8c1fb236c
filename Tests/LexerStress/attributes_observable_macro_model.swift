import Observation
import SwiftData

@Observable
final class LibraryModel {
    var books: [Book] = []
    var filter = ""
    @ObservationIgnored var cache: [String: Int] = [:]
    @ObservationIgnored private let loader = Loader()

    var visible: [Book] {
        filter.isEmpty ? books : books.filter { $0.title.localizedCaseInsensitiveContains(filter) }
    }
}

@Model
final class Book {
    @Attribute(.unique) var isbn: String
    var title: String
    @Attribute(.externalStorage) var cover: Data?
    @Relationship(deleteRule: .cascade, inverse: \Chapter.book) var chapters: [Chapter] = []
    @Transient var isSelected = false
    init(isbn: String, title: String) { self.isbn = isbn; self.title = title }
}

@Model
final class Chapter {
    var number: Int
    var book: Book?
    init(number: Int) { self.number = number }
}

struct Loader { func load() -> [Book] { [] } }

@MainActor
func bootstrap() throws -> ModelContainer {
    let schema = Schema([Book.self, Chapter.self])
    let config = ModelConfiguration(schema: schema, isStoredInMemoryOnly: true)
    let container = try ModelContainer(for: schema, configurations: [config])
    let descriptor = FetchDescriptor<Book>(predicate: #Predicate { $0.title.contains("Swift") }, sortBy: [SortDescriptor(\.title, order: .reverse)])
    _ = try container.mainContext.fetch(descriptor)
    withObservationTracking {
        _ = LibraryModel().visible
    } onChange: {
        print("changed")
    }
    return container
}
