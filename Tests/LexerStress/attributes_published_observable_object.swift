import Combine
import Foundation

final class SearchViewModel: ObservableObject {
    @Published var query = ""
    @Published private(set) var results: [String] = []
    @Published var isLoading = false
    @Published var error: String? = nil
    private var cancellables = Set<AnyCancellable>()
    let objectDidChange = PassthroughSubject<Void, Never>()

    init(search: @escaping (String) -> AnyPublisher<[String], Error>) {
        $query
            .removeDuplicates()
            .debounce(for: .milliseconds(300), scheduler: RunLoop.main)
            .filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
            .handleEvents(receiveOutput: { [weak self] _ in self?.isLoading = true })
            .map { search($0).catch { _ in Just([]) } }
            .switchToLatest()
            .receive(on: DispatchQueue.main)
            .sink { [weak self] in
                self?.results = $0
                self?.isLoading = false
            }
            .store(in: &cancellables)

        $results.map(\.count).sink { print("results: \($0)") }.store(in: &cancellables)
        Publishers.CombineLatest($isLoading, $error)
            .map { loading, error in loading ? "…" : error ?? "ok" }
            .assign(to: \.statusText, on: self)
            .store(in: &cancellables)
    }

    @Published var statusText = ""
}
