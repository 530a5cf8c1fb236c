import Foundation

enum GraphQL {
    static let viewer = """
    query Viewer($first: Int = 10, $after: String) {
      viewer {
        login
        avatarUrl(size: 64)
        repositories(first: $first, after: $after, orderBy: {field: UPDATED_AT, direction: DESC}) {
          nodes { name description stargazerCount }
          pageInfo { hasNextPage endCursor }
        }
      }
    }
    """

    static func search(_ term: String, limit: Int) -> String {
        """
        query {
          search(query: "\(term.replacingOccurrences(of: "\"", with: "\\\""))", type: REPOSITORY, first: \(limit)) {
            repositoryCount
            # GraphQL comments start with a hash
            edges { node { ... on Repository { nameWithOwner } } }
          }
        }
        """
    }

    static let mutation = #"""
    mutation AddStar($id: ID!) {
      addStar(input: {starrableId: $id, clientMutationId: "ios-\(not-interpolated)"}) {
        starrable { viewerHasStarred }
      }
    }
    """#
}

struct GraphQLRequest: Encodable {
    let query: String
    let variables: [String: String]
}
let body = try? JSONEncoder().encode(GraphQLRequest(query: GraphQL.viewer, variables: ["after": "Y3Vyc29yOjE="]))
print(GraphQL.search(#"lang:swift "regex""#, limit: 5), body?.count ?? 0)
