import Combine
import Foundation

struct Repo: Decodable, Hashable { let id: Int; let fullName: String; let stargazersCount: Int }
struct SearchResponse: Decodable { let items: [Repo] }

final class RepoSearch {
    @Published var term = ""
    @Published private(set) var repos: [Repo] = []
    @Published private(set) var status = "idle"
    private var bag = Set<AnyCancellable>()
    private let decoder: JSONDecoder = { let d = JSONDecoder(); d.keyDecodingStrategy = .convertFromSnakeCase; return d }()

    init(session: URLSession = .shared) {
        $term
            .map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
            .filter { $0.count >= 2 }
            .removeDuplicates()
            .debounce(for: .seconds(0.4), scheduler: DispatchQueue.main)
            .handleEvents(receiveOutput: { [weak self] in self?.status = "searching “\($0)”…" })
            .map { [decoder] term -> AnyPublisher<[Repo], Never> in
                var c = URLComponents(string: "https://api.github.com/search/repositories")!
                c.queryItems = [.init(name: "q", value: "\(term) language:swift"), .init(name: "sort", value: "stars")]
                return session.dataTaskPublisher(for: c.url!)
                    .tryMap { output -> Data in
                        guard let http = output.response as? HTTPURLResponse, 200..<300 ~= http.statusCode else {
                            throw URLError(.badServerResponse)
                        }
                        return output.data
                    }
                    .decode(type: SearchResponse.self, decoder: decoder)
                    .map(\.items)
                    .retry(2)
                    .replaceError(with: [])
                    .eraseToAnyPublisher()
            }
            .switchToLatest()
            .receive(on: RunLoop.main)
            .sink { [weak self] repos in
                self?.repos = repos.sorted { $0.stargazersCount > $1.stargazersCount }
                self?.status = repos.isEmpty ? "no results" : "\(repos.count) repos, avg ★ \(repos.map(\.stargazersCount).reduce(0, +) / max(repos.count, 1))"
            }
            .store(in: &bag)

        Publishers.Merge(NotificationCenter.default.publisher(for: .NSCalendarDayChanged).map { _ in "day" },
                         Timer.publish(every: 60, on: .main, in: .common).autoconnect().map { _ in "tick" })
            .sink { print("refresh trigger:", $0) }
            .store(in: &bag)
    }
}
