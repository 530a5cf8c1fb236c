import Foundation

public struct Order: Identifiable, Codable, Sendable {
  public let id: UUID
  public let title: String
}
