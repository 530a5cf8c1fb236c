//
//  AccountViewController.swift
//  Account
//
//  Created by Jordan on 14/02/2024.
//  Presents the account hub. Historically a UIHostingController lived here.
//

import UIKit
import SwiftUI
import class SwiftUI.UIHostingController

final class AccountViewController: UIViewController {
    private let account: AccountModel
    private let analyticsName = "UIHostingController.account"
    private var children: [UIHostingController<AnyView>] = [] // expect: hosting-outside-adapter

    init(account: AccountModel) {
        self.account = account
        super.init(nibName: nil, bundle: nil)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        /* let legacy = UIHostingController(rootView: AccountHub()) */
        let hub = AccountHostingController( // expect: hosting-outside-adapter
            rootView: AccountHub()
                .environment(account) // expect: environment-reinjection-outside-adapter
                .navigationTitle("Account")
        )
        addChild(hub)
        view.addSubview(hub.view)
        hub.didMove(toParent: self)

        // puente:disable-next-line hosting-outside-adapter -- the banner moves into AccountHub in 5.3
        let banner = UIHostingController(rootView: AnyView(Text("Welcome back, \(account.name)")))
        children.append(banner)

        // puente:disable-next-line representable-outside-adapter -- nothing on the next line declares one // expect: unused-suppression
        let preview = AccountHub().environment(account)
        print(preview)
    }

    func refresh(_ host: UIHostingController<AnyView>) { // expect: hosting-outside-adapter
        host.rootView = AnyView(AccountHub().environment(account)) // expect: environment-reinjection-outside-adapter
    }
}
