import UIKit

extension UICollectionViewLayout {
    static func photoGrid(columns: Int = 3, spacing: CGFloat = 2) -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { sectionIndex, environment in
            let width = environment.container.effectiveContentSize.width
            let adaptiveColumns = width > 700 ? columns * 2 : columns
            let fraction = 1.0 / CGFloat(adaptiveColumns)
            let item = NSCollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(fraction), heightDimension: .fractionalWidth(fraction)))
            item.contentInsets = NSDirectionalEdgeInsets(top: spacing / 2, leading: spacing/2, bottom: spacing / 2, trailing: spacing/2)
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .estimated(width / CGFloat(adaptiveColumns))), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            if sectionIndex == 0 {
                section.orthogonalScrollingBehavior = .groupPagingCentered
                section.visibleItemsInvalidationHandler = { items, offset, env in
                    for item in items {
                        let distance = abs(item.frame.midX - offset.x - env.container.contentSize.width / 2)
                        let scale = max(0.8, 1 - distance / env.container.contentSize.width)
                        item.transform = CGAffineTransform(scaleX: scale, y: scale)
                    }
                }
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }
}

final class PhotoCell: UICollectionViewCell {
    static let reuseID = String(describing: PhotoCell.self)
    let imageView = UIImageView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(imageView)
        imageView.frame = contentView.bounds.insetBy(dx: 0.5, dy: 0.5)
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    }
    @available(*, unavailable) required init?(coder: NSCoder) { fatalError() }
}
