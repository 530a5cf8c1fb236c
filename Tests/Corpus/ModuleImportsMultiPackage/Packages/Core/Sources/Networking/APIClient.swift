import Foundation
import Models

public struct APIClient: Sendable {
  public var orders: @Sendable () async throws -> [Order]
  public static let live = APIClient { try await URLSession.shared.decoded([Order].self, from: "/orders") }
}
