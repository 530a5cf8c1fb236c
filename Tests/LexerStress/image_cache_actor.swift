import UIKit

actor ImageCache {
    static let shared = ImageCache()

    private enum Entry { case inProgress(Task<UIImage, Error>), ready(UIImage) }
    private var entries: [URL: Entry] = [:]
    private let memory = NSCache<NSURL, UIImage>()
    private let directory = FileManager.default.urls(for: .cachesDirectory, in: .userDomainMask)[0].appending(path: "img", directoryHint: .isDirectory)

    init() { memory.totalCostLimit = 64 << 20 }

    func image(for url: URL, targetSize: CGSize? = nil) async throws -> UIImage {
        if let cached = memory.object(forKey: url as NSURL) { return cached }
        switch entries[url] {
        case .ready(let image)?: return image
        case .inProgress(let task)?: return try await task.value
        case nil: break
        }
        let task = Task<UIImage, Error>.detached(priority: .userInitiated) { [directory] in
            let file = directory.appending(path: url.absoluteString.replacing(/[^A-Za-z0-9._-]/, with: "_"))
            let data: Data
            if let disk = try? Data(contentsOf: file) { data = disk }
            else {
                let (downloaded, response) = try await URLSession.shared.data(from: url)
                guard (response as? HTTPURLResponse)?.statusCode ?? 0 / 100 == 2 || response is HTTPURLResponse == false else { throw URLError(.badServerResponse) }
                try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
                try? downloaded.write(to: file, options: .atomic)
                data = downloaded
            }
            guard let image = UIImage(data: data) else { throw URLError(.cannotDecodeContentData) }
            guard let targetSize else { return image }
            let scale = min(targetSize.width / image.size.width, targetSize.height / image.size.height, 1)
            return await image.byPreparingThumbnail(ofSize: CGSize(width: image.size.width * scale, height: image.size.height * scale)) ?? image
        }
        entries[url] = .inProgress(task)
        do {
            let image = try await task.value
            entries[url] = .ready(image)
            memory.setObject(image, forKey: url as NSURL, cost: Int(image.size.width * image.size.height * image.scale * image.scale) * 4)
            return image
        } catch {
            entries[url] = nil
            throw error
        }
    }

    func purge(olderThan age: TimeInterval = 7 * 24 * 60 * 60) {
        let cutoff = Date().addingTimeInterval(-age)
        let files = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: [.contentModificationDateKey])) ?? []
        for file in files where ((try? file.resourceValues(forKeys: [.contentModificationDateKey]))?.contentModificationDate ?? .distantPast) < cutoff {
            try? FileManager.default.removeItem(at: file)
        }
        entries.removeAll()
    }
}
