#!/usr/bin/env python3
"""Deterministic benchmark-data generator for PuenteScan.

Generates synthetic but realistic Swift code (UIKit + SwiftUI app code) for
benchmarking the PuenteScan lexer and rules.  Python 3 standard library only,
no network.  Every run with the same options (including --seed) produces the
same bytes.

Usage:
  gen-bench.py lexer   --out DIR [--mb 60] [--seed N] [--force]
      Flat directory of Swift files (each 20-200 KB) totalling >= MB MiB.

  gen-bench.py repo    --out DIR [--files 2200] [--lines 1000000] [--seed N] [--force]
      Repository-shaped tree:
        Modules/<Feature>/Sources/<Feature>/{Screens,Views,ViewModels,Services,Adapters}/*.swift
        App/Sources/App/*.swift
        .puente.json
      with >= FILES Swift files and >= LINES newline characters in them, and
      UIKit<->SwiftUI bridge code mostly inside Adapters folders plus a low
      density of bridges outside them.  Prints "files=N lines=N bytes=N".

  gen-bench.py history --out DIR [--commits 100] [--files 2200] [--lines 1000000] [--seed N] [--force]
      Git repository: commit 1 is the `repo` tree, each later commit (one per
      day from 2026-01-01, fixed author/dates) touches 1-20 files: adds a
      bridge outside Adapters, moves one into Adapters, removes one, or edits
      unrelated code.  Requires `git` on PATH.

  gen-bench.py packed-history --out DIR [--commits 3000] [--files 2200] [--lines 1000000] [--seed N] [--force]
      The shape of a long-lived app's clone: the same evolution as `history`, a
      commit every few hours, plus a renamed file every 25 commits and every 250
      commits a feature branch of 20 commits merged back (`--no-ff`), written
      with `git fast-import` and packed (`git repack -adf`) as a clone is.

--out must be missing or empty unless --force is given (then it is wiped).
Generated Swift parses in Swift 6 language mode (bare /regex/ literals).
"""

import argparse
import datetime
import os
import random
import re
import shutil
import subprocess
import sys
import time

DEFAULT_SEED = 20260101

# The brief spelled this with a trailing comma, which is not valid JSON; the
# generator writes the same content as strict JSON.
PUENTE_JSON = '{\n  "adapters": ["**/Adapters/**"]\n}\n'

KIB = 1024
MIB = 1024 * 1024
LEXER_MIN_FILE = 20 * KIB
LEXER_MAX_FILE = 200 * 1000

# --------------------------------------------------------------------------
# Vocabulary
# --------------------------------------------------------------------------

KEYWORDS = {
    "as", "associatedtype", "break", "case", "catch", "class", "continue",
    "default", "defer", "deinit", "do", "else", "enum", "extension",
    "fallthrough", "false", "fileprivate", "for", "func", "guard", "if",
    "import", "in", "init", "inout", "internal", "is", "let", "nil",
    "operator", "private", "protocol", "public", "repeat", "rethrows",
    "return", "self", "static", "struct", "subscript", "super", "switch",
    "throw", "throws", "true", "try", "typealias", "var", "where", "while",
    "any", "some", "await", "async", "type",
}

FEATURES = [
    ("Checkout", "Checkout"), ("Cart", "Cart"), ("Orders", "Order"),
    ("Profile", "Profile"), ("Search", "Search"), ("Catalog", "Catalog"),
    ("Payments", "Payment"), ("Wallet", "Wallet"), ("Onboarding", "Onboarding"),
    ("Auth", "Login"), ("Settings", "Settings"), ("Notifications", "Notification"),
    ("Messaging", "Message"), ("Feed", "Feed"), ("Reviews", "Review"),
    ("Shipping", "Shipping"), ("Tracking", "Tracking"), ("Loyalty", "Reward"),
    ("Coupons", "Coupon"), ("Subscriptions", "Subscription"), ("Support", "Support"),
    ("Maps", "Map"), ("Stores", "Store"), ("Favorites", "Favorite"),
    ("History", "History"), ("Media", "Media"), ("Player", "Player"),
    ("Camera", "Camera"), ("Gallery", "Gallery"), ("Calendar", "Calendar"),
    ("Booking", "Booking"), ("Tickets", "Ticket"), ("Events", "Event"),
    ("Friends", "Friend"), ("Contacts", "Contact"), ("Sharing", "Share"),
    ("Analytics", "Metric"), ("Reports", "Report"), ("Billing", "Invoice"),
    ("DesignSystem", "Theme"),
]

NOUNS = [
    "Order", "Detail", "Profile", "Cart", "Checkout", "Payment", "Search",
    "Account", "Product", "Review", "Message", "Thread", "Inbox", "Feed",
    "Story", "Comment", "Wallet", "Card", "Coupon", "Reward", "Shipping",
    "Address", "Delivery", "Tracking", "Store", "Catalog", "Category",
    "Filter", "Banner", "Promo", "Session", "Token", "User", "Member",
    "Friend", "Invite", "Notification", "Badge", "Media", "Photo", "Video",
    "Player", "Playlist", "Album", "Artist", "Location", "Trip", "Booking",
    "Ticket", "Event", "Reminder", "Todo", "Note", "Document", "Upload",
    "Download", "Sync", "Metric", "Report", "Invoice", "Receipt",
    "Subscription", "Plan", "Billing", "Price", "Quote", "Login", "Signup",
    "Password", "Avatar", "Summary", "Preview", "Gallery", "Chart",
    "Dashboard", "Widget", "Toolbar", "Entry", "Record", "History",
    "Favorite", "Wishlist", "Recipe", "Workout", "Goal", "Habit", "Survey",
    "Question", "Answer", "Support", "Chat", "Contact", "Team", "Project",
]

QUALIFIERS = [
    "Primary", "Recent", "Featured", "Saved", "Pending", "Active", "Archived",
    "Shared", "Local", "Remote", "Compact", "Expanded", "Quick", "Smart",
    "Live", "Draft", "Legacy", "Modern",
]

VERBS = [
    "load", "reload", "refresh", "fetch", "handle", "configure", "update",
    "validate", "apply", "present", "dismiss", "track", "prepare", "make",
    "decode", "encode", "render", "bind", "observe", "select", "toggle",
    "save", "delete", "restore", "schedule", "cancel", "submit", "share",
]

PROPS = [
    "id", "title", "subtitle", "name", "price", "total", "count", "status",
    "createdAt", "updatedAt", "isSelected", "isEnabled", "detail", "amount",
    "identifier", "imageURL", "rating", "quantity", "note", "tags",
]

VAR_SUFFIXES = ["", "s", "Items", "Count", "Title", "Total", "State", "ID",
                "Date", "Summary", "Cache", "Token", "Value", "List"]

SIMPLE_TYPES = [
    "String", "Int", "Double", "Bool", "Date", "URL", "UUID", "Decimal",
    "[String]", "[Int]", "Dictionary<String, [Int]>", "[String: String]",
    "Set<String>", "CGFloat", "TimeInterval", "Data", "String?", "Int?",
    "[UUID: Date]", "Result<Data, Error>",
]

PHRASES = [
    "Your order is on its way", "Tap to retry", "Something went wrong",
    "No results found", "Loading…", "Save changes?", "Pull to refresh",
    "Sign in to continue", "Free shipping over $50", "Add to cart",
    "Delete this item?", "Try again later", "Welcome back", "Done", "Cancel",
    "Continue", "See all", "Recently viewed", "Your cart is empty",
    "Délai dépassé", "Größe wählen", "Añadir al carrito", "カートに追加",
    "🎉 All set!", "Payment declined", "Apply coupon", "Choose a plan",
    "Notifications are off", "Share with friends", "Edit profile",
    "Estimated delivery", "Order summary", "Terms & Conditions",
    "50% off today only", "Rate your experience ⭐️", "Offline mode",
]

SYMBOLS = [
    "cart", "person.crop.circle", "star.fill", "magnifyingglass", "gearshape",
    "bell.badge", "creditcard", "shippingbox", "map", "heart", "heart.fill",
    "trash", "square.and.arrow.up", "chevron.right", "xmark.circle.fill",
    "checkmark.seal", "clock", "tag", "gift", "camera",
]

DOC_TEMPLATES = [
    "Loads the {x} from the backing store.",
    "Returns the {x} formatted for display.",
    "Handles user interaction for the {x}.",
    "A lightweight wrapper around the {x}.",
    "Keeps the {x} in sync with the server.",
    "Coordinates navigation for the {x} flow.",
    "Presents the {x} and reports the result.",
    "Validates the {x} before it is submitted.",
    "Caches the {x} so repeated lookups stay cheap.",
    "Builds the request for the {x} endpoint.",
    "Renders the {x} in a compact layout.",
    "Called when the {x} changes.",
]

COMMENTS = [
    "TODO: move this into the design system once the {x} screen is migrated.",
    "FIXME: this races with the {x} refresh on slow networks.",
    "Keep in sync with the {x} API contract.",
    "Workaround for iOS 15 layout glitch in the {x} list.",
    "The server returns an empty array instead of null for {x}.",
    "Intentionally not weak: the {x} owns this object.",
    "Sorted client-side because the {x} endpoint ignores `order_by`.",
    "NOTE: analytics expects snake_case keys for {x}.",
    "Debounced to avoid hammering the {x} service.",
    "MARK: - {x}",
]

MENTION_COMMENTS = [
    "// NOTE: this screen is still embedded in a UIHostingController by the coordinator.",
    "// TODO: drop the UIHostingController wrapper once {x} is pure SwiftUI.",
    "/* The UIHostingController<RootView> for {x} is created in the adapter layer. */",
    "/// Do not wrap {x} in `UIHostingController` here; use the adapter factory.",
    "// UIHostingController sizing bug: see FB12345678 ({x}).",
]

MENTION_STRINGS = [
    'logger.debug("Presenting UIHostingController for \\({v})")',
    'let reason = "UIHostingController is managed by the {x} adapter"',
    'assert({v} != nil, "Expected a UIHostingController-backed {x}")',
    'analytics.track("bridge.uihostingcontroller.{y}", properties: ["screen": "{x}"])',
]

RETIRE_DATES = ["2025-06-30", "2025-12-31", "2026-03-31", "2026-09-30",
                "2027-03-31", "2027-06-30", "2027-12-31"]

assert not any(n.lower() in KEYWORDS for n in NOUNS)


def indent(lines, n=1):
    """Indent every non-empty line by n levels of four spaces."""
    p = "    " * n
    return [p + line if line else line for line in lines]


def lower_first(name):
    return name[0].lower() + name[1:]


# --------------------------------------------------------------------------
# Swift code generator
# --------------------------------------------------------------------------


class Ctx:
    """Statement context: what the enclosing function allows."""

    __slots__ = ("has_self", "is_async", "throws", "mention")

    def __init__(self, has_self=True, is_async=False, throws=False, mention=0.0):
        self.has_self = has_self
        self.is_async = is_async
        self.throws = throws
        self.mention = mention


class SwiftGen:
    """Produces fragments of syntactically valid Swift from a seeded RNG."""

    def __init__(self, rng):
        self.r = rng
        self.used = set()
        self.stem = "Order"
        self.mention_rate = 0.0

    # ---- basic choices ---------------------------------------------------
    def pick(self, seq):
        return seq[int(self.r.random() * len(seq))]

    def chance(self, p):
        return self.r.random() < p

    def between(self, a, b):
        return self.r.randint(a, b)

    # ---- identifiers -----------------------------------------------------
    def noun(self):
        return self.pick(NOUNS)

    def type_name(self, suffix, stem=None, register=True):
        name = ""
        for attempt in range(30):
            parts = []
            if self.chance(0.12):
                parts.append(self.pick(QUALIFIERS))
            parts.append(stem or (self.stem if self.chance(0.5) else self.noun()))
            if self.chance(0.55) or attempt > 5:
                parts.append(self.noun())
            if attempt > 15:
                parts.append(self.noun())
            name = "".join(parts) + suffix
            if name not in self.used:
                break
        if register:
            self.used.add(name)
        return name

    def model_type(self):
        return self.pick(NOUNS) + self.pick(["", "Item", "Model", "DTO", "Entry", "Summary"])

    def var(self):
        r = self.r.random()
        if r < 0.45:
            name = lower_first(self.noun()) + self.pick(VAR_SUFFIXES)
        elif r < 0.6:
            name = lower_first(self.pick(QUALIFIERS)) + self.noun()
        elif r < 0.8:
            name = self.pick(["items", "model", "viewModel", "store", "service",
                              "state", "config", "session", "cache", "result",
                              "response", "payload", "selection", "query",
                              "filters", "token", "value", "index", "user"])
        else:
            name = self.pick(["is", "has", "should"]) + self.noun() + self.pick(
                ["Loaded", "Visible", "Enabled", "Expanded", "Selected", "Valid"])
        return name

    def bool_var(self):
        return self.pick(["is", "has", "should"]) + self.noun() + self.pick(
            ["Loaded", "Visible", "Enabled", "Expanded", "Selected", "Valid", ""])

    def func_name(self):
        return self.pick(VERBS) + self.noun() + self.pick(["", "s", "IfNeeded", "Details", "State"])

    def simple_type(self):
        return self.model_type() if self.chance(0.3) else self.pick(SIMPLE_TYPES)

    # ---- literals --------------------------------------------------------
    def int_lit(self):
        r = self.r.random()
        if r < 0.55:
            return str(self.between(0, 120))
        if r < 0.7:
            return self.pick(["1_000", "10_000", "1_000_000", "86_400", "3_600", "65_535"])
        if r < 0.85:
            return "0x%0*X" % (self.pick([2, 4, 6, 8]), self.between(0, 0xFFFFFFFF) & 0xFFFFFF)
        if r < 0.93:
            return "0b" + "".join(self.pick("01") for _ in range(self.between(4, 8)))
        return "0o%o" % self.between(8, 511)

    def float_lit(self):
        return self.pick(["0.25", "0.3", "1.5", "2.75", "44.0", "16.0", "0.85",
                          "1.5e3", "1e-6", "9.81", "3.141_59", "0.001", "2.0e-3",
                          "120.0", "0x1p-4", "12.5"])

    def text(self):
        return self.pick(PHRASES)

    def string_lit(self):
        r = self.r.random()
        v = self.var()
        if r < 0.35:
            return '"%s"' % self.text()
        if r < 0.6:
            return '"%s: \\(%s)"' % (self.text(), v)
        if r < 0.68:
            return '"\\(%s.%s) \\(%s)"' % (v, self.pick(PROPS), self.var())
        if r < 0.74:
            return '"%s \\(%s.isEmpty ? "none" : "\\(%s.count)")"' % (self.text(), v, v)
        if r < 0.79:
            return '"Items: \\(%s.map { "\\($0.%s)" }.joined(separator: ", "))"' % (v, self.pick(PROPS))
        if r < 0.84:
            return '"\\(count) item\\(count == 1 ? "" : "s")"'
        if r < 0.9:
            return '#"%s"#' % self.pick([
                r'^[A-Z]{3}-\d{4}$', r'C:\Users\bench', r'{"id": "\#(id)", "count": \#(count)}',
                r'He said "hello"', r'\(not interpolated)', r'path\to\file',
            ])
        if r < 0.95:
            return '"%s\\t%s\\n"' % (self.text(), self.pick(["\\u{1F6D2}", "\\u{2192}", "\\\\", "\\\"", "\\0"]))
        return '"Path: \\(%s.isEmpty ? "<root>" : "/\\(%s.joined(separator: "/"))")"' % (v, v)

    def multiline_string(self):
        """Return lines of a multiline string literal (first line has the opening)."""
        r = self.r.random()
        if r < 0.35:
            body = ["query %sList($first: Int!, $after: String) {" % self.noun(),
                    "  %ss(first: $first, after: $after) {" % lower_first(self.noun()),
                    "    edges { node { id title updatedAt } }",
                    "    pageInfo { hasNextPage endCursor }",
                    "  }", "}"]
            return ['"""'] + body + ['"""']
        if r < 0.6:
            t = lower_first(self.noun()) + "s"
            return ['"""',
                    "SELECT id, title, updated_at",
                    "FROM %s" % t,
                    "WHERE owner_id = \\(%s)" % self.var(),
                    "  AND status IN ('active', 'pending') \\",
                    "ORDER BY updated_at DESC",
                    "LIMIT \\(%s);" % self.pick(["limit", "pageSize", "20"]),
                    '"""']
        if r < 0.8:
            return ['#"""',
                    "{",
                    '  "id": "\\#(%s)",' % self.var(),
                    '  "title": "%s",' % self.text(),
                    '  "pattern": "\\d+\\.\\d{2}",',
                    '  "tags": ["swift", "uikit", "swiftui"]',
                    "}",
                    '"""#']
        return ['"""',
                "Dear \\(%s.%s)," % (self.var(), self.pick(PROPS)),
                "",
                "%s. \\(%s)" % (self.text(), self.string_lit()),
                'Quotes are fine here: "%s" and \\"""' % self.text(),
                '"""']

    def regex_call(self):
        v = self.var()
        return self.pick([
            "%s.firstMatch(of: /\\d+/)" % v,
            "%s.contains(/^[A-Z]{2}\\d{3}$/)" % v,
            '%s.replacing(/\\s+/, with: " ")' % v,
            "%s.wholeMatch(of: /(?<prefix>[A-Z]+)-(?<number>\\d+)/)" % v,
            "%s.split(separator: /\\s*,\\s*/)" % v,
            "%s.matches(of: /[a-z0-9._%%+-]+@[a-z0-9.-]+\\.[a-z]{2,}/)" % v,
            "%s.split(separator: #/\\s*;\\s*/#)" % v,
            "%s.ranges(of: /#\\w+/)" % v,
        ])

    # ---- expressions -----------------------------------------------------
    def member(self):
        return "%s.%s" % (self.var(), self.pick(PROPS))

    def cond(self):
        r = self.r.random()
        v = self.var()
        if r < 0.15:
            return "!%s.isEmpty" % v
        if r < 0.3:
            return "%s.count > %s && %s" % (v, self.between(0, 10), self.bool_var())
        if r < 0.42:
            return "%s != nil" % self.member()
        if r < 0.54:
            return "(%s >= %s || %s) && !%s" % (self.member(), self.int_lit(), self.bool_var(), self.bool_var())
        if r < 0.66:
            return "%s == .%s" % (self.member(), self.pick(["active", "pending", "loaded", "failed", "none"]))
        if r < 0.76:
            return "%s.contains(where: { $0.%s })" % (v, self.pick(["isSelected", "isEnabled", "isExpired"]))
        if r < 0.86:
            return "%s %% 2 == 0" % self.member()
        return self.bool_var()

    def expr(self):
        r = self.r.random()
        v = self.var()
        if r < 0.12:
            return self.member()
        if r < 0.22:
            return self.int_lit()
        if r < 0.3:
            return self.float_lit()
        if r < 0.42:
            return self.string_lit()
        if r < 0.5:
            return "%s ? %s : %s" % (self.cond(), self.int_lit(), self.int_lit())
        if r < 0.58:
            return "%s?.%s ?? %s" % (v, self.pick(PROPS), self.string_lit())
        if r < 0.66:
            return "(%s + %s) * %s" % (self.member(), self.int_lit(), self.float_lit())
        if r < 0.72:
            return "[%s, %s, %s]" % (self.string_lit(), self.string_lit(), self.string_lit())
        if r < 0.77:
            return '["%s": %s, "%s": %s]' % (self.pick(PROPS), self.int_lit(), self.pick(PROPS), self.int_lit())
        if r < 0.85:
            return "%s.map { $0.%s }.filter { !$0.isEmpty }" % (v, self.pick(PROPS))
        if r < 0.9:
            return "%s.reduce(0) { $0 + $1.%s }" % (v, self.pick(["price", "count", "amount", "quantity"]))
        if r < 0.94:
            return "%s.sorted { $0.%s < $1.%s }" % (v, "updatedAt", "updatedAt")
        if r < 0.97:
            return "%s(%s: %s)" % (self.model_type(), self.pick(PROPS), self.expr_simple())
        return "%s << %s | %s & 0x0F" % (self.member(), self.between(1, 8), self.member())

    def expr_simple(self):
        r = self.r.random()
        if r < 0.3:
            return self.member()
        if r < 0.55:
            return self.int_lit()
        if r < 0.8:
            return self.string_lit()
        return self.var()

    # ---- statements ------------------------------------------------------
    def comment_line(self):
        return "// " + self.pick(COMMENTS).format(x=self.noun().lower())

    def mention(self):
        if self.chance(0.5):
            return self.pick(MENTION_COMMENTS).format(x=self.noun())
        return self.pick(MENTION_STRINGS).format(v=self.var(), x=self.noun(), y=self.noun().lower())

    def simple_stmt(self, ctx):
        r = self.r.random()
        v = self.var()
        if ctx.mention and self.r.random() < ctx.mention:
            return [self.mention()]
        if r < 0.16:
            kw = "let" if self.chance(0.8) else "var"
            if self.chance(0.3):
                return ["%s %s: %s = %s" % (kw, v, self.simple_type(), self.expr())]
            return ["%s %s = %s" % (kw, v, self.expr())]
        if r < 0.24:
            return ["%s = %s" % (self.member(), self.expr())]
        if r < 0.29:
            return ["%s %s %s" % (self.member(), self.pick(["+=", "-=", "*=", "|="]), self.int_lit())]
        if r < 0.38:
            args = ", ".join("%s: %s" % (self.pick(PROPS), self.expr_simple()) for _ in range(self.between(0, 2)))
            recv = ("self." if ctx.has_self and self.chance(0.2) else "") + v
            return ["%s.%s(%s)" % (recv, self.func_name(), args)]
        if r < 0.46:
            return ['logger.%s("%s \\(%s, privacy: .public)")' % (
                self.pick(["debug", "info", "error", "notice"]), self.text(), self.member())]
        if r < 0.51:
            return [self.comment_line()]
        if r < 0.56:
            if self.chance(0.2):
                return ["let %s = %s" % (self.var(), self.regex_call())]
            return ["%s.%s()" % (v, self.func_name())]
        if r < 0.62:
            return ["let %s = %s" % (self.var(), self.pick([
                "%s.map { $0.%s }" % (v, self.pick(PROPS)),
                "%s.compactMap { $0.%s }.sorted()" % (v, self.pick(PROPS)),
                "%s.filter { $0.%s > %s }.count" % (v, self.pick(["price", "count"]), self.int_lit()),
                "Dictionary(grouping: %s, by: \\.%s)" % (v, self.pick(["status", "category", "day"])),
                "%s.first { $0.id == %s }" % (v, self.var()),
                "%s.enumerated().map { ($0.offset, $1.%s) }" % (v, self.pick(PROPS)),
            ]))]
        if r < 0.66:
            return ["let %s: %s = %s" % (self.var(), self.pick(["Int", "UInt32", "Double", "CGFloat"]),
                                         self.pick([self.int_lit(), self.float_lit()]))]
        if r < 0.7:
            lines = self.multiline_string()
            return ["let %s = %s" % (self.var(), lines[0])] + indent(lines[1:])
        if r < 0.75:
            return ["let %s = %s && (%s || %s) && %s !== %s" % (
                self.bool_var(), self.cond(), self.bool_var(), self.cond(), self.var(), self.var())]
        if r < 0.79 and ctx.is_async:
            pre = "try await" if ctx.throws else "await"
            return ["let %s = %s %s.%s()" % (self.var(), pre, self.var(), self.func_name())]
        if r < 0.83:
            return ["guard let %s = %s else { return }" % (self.var(), self.member())]
        if r < 0.87:
            return ['let %s = %s' % (self.var(), self.string_lit())]
        if r < 0.9:
            return ["%s.append(contentsOf: %s)" % (v, self.expr())]
        if r < 0.93:
            return ["let %s = (0..<%s).map { _ in %s }" % (self.var(), self.between(2, 20), self.int_lit())]
        return ["_ = %s" % self.expr()]

    def block_stmt(self, ctx, depth):
        r = self.r.random()
        body = lambda lo=1, hi=3: indent(self.stmts(ctx, depth - 1, lo, hi))
        if r < 0.17:
            lines = ["if %s {" % self.cond()] + body() + ["}"]
            if self.chance(0.35):
                lines[-1:] = ["} else if %s {" % self.cond()] + body(1, 2) + ["}"]
            if self.chance(0.4):
                lines[-1:] = ["} else {"] + body(1, 2) + ["}"]
            return lines
        if r < 0.28:
            exit_lines = ["return"] if self.chance(0.7) else ['assertionFailure("Unexpected state")', "return"]
            return (["guard let %s = %s, %s else {" % (self.var(), self.member(), self.cond())]
                    + indent(exit_lines) + ["}"])
        if r < 0.4:
            item = lower_first(self.noun())
            head = "for %s in %s" % (item, self.var())
            if self.chance(0.35):
                head += " where %s" % self.pick(["!%s.isEmpty", "%s.isEnabled", "%s.count > 1"]) % item
            return [head + " {"] + body() + ["}"]
        if r < 0.55:
            return self.switch_stmt(ctx, depth)
        if r < 0.64:
            lines = ["do {"]
            if ctx.is_async:
                lines.append("    let %s = try await %s.%s()" % (self.var(), self.var(), self.func_name()))
            else:
                lines.append("    let %s = try %s.%s(%s)" % (self.var(), self.pick(["JSONDecoder()", "decoder", "store"]),
                                                            self.pick(["decode", "load", "read"]),
                                                            self.pick(["data", "url", "key"])))
            lines += body(0, 2)
            lines += ["} catch let error as %sError {" % self.noun(),
                      '    logger.error("%s failed: \\(error.localizedDescription)")' % self.noun(),
                      "} catch {"] + body(1, 1) + ["}"]
            return lines
        if r < 0.72:
            lines = ["#if DEBUG"] + self.stmts(ctx, depth - 1, 1, 2)
            if self.chance(0.3):
                lines += ["#else"] + self.stmts(ctx, depth - 1, 1, 1)
            return lines + ["#endif"]
        if r < 0.84:
            recv = self.var()
            cap = self.pick(["[weak self]", "[weak self]", "[unowned self]", "[weak self, %s]" % recv])
            arg = self.pick(["", " result", " _", " value", " (items: [%s])" % self.model_type()])
            head = self.pick([
                "%s.%s { %s%s in" % (recv, self.func_name(), cap, arg),
                "DispatchQueue.main.async { %s in" % cap,
                "Task { @MainActor %s in" % cap,
                "%s.sink { %s%s in" % (recv, cap, arg or " value"),
            ])
            inner = ["guard let self else { return }"] if "weak" in cap else []
            inner += self.stmts(Ctx(True, "Task" in head, False, ctx.mention), depth - 1, 1, 3)
            return [head] + indent(inner) + ["}"]
        if r < 0.9:
            return ["defer {"] + indent(self.stmts(ctx, 0, 1, 1)) + ["}"]
        if r < 0.96 and self.chance(0.3):
            regex = self.pick(["/\\d+/", "/[A-Z]{2,3}-\\d{3,}/", "/(\\d+)\\.(\\d{2})/", "#/\\s*,\\s*/#"])
            return (["if let match = %s.firstMatch(of: %s) {" % (self.var(), regex),
                     "    let %s = String(match.output.0)" % self.var()] + body(0, 2) + ["}"])
        return ["while %s {" % self.cond()] + body(1, 2) + ["}"]

    def switch_stmt(self, ctx, depth):
        subj = self.pick(["state", "route", "result", "action", "status", "event", "section"])
        lines = ["switch %s {" % subj]
        cases = self.r.sample(
            ["case .idle:", "case .loading:", "case .loaded(let items):", "case .failed(let error):",
             "case .success(let value):", "case .failure(let error):", "case .empty, .placeholder:",
             "case let .detail(id, animated):", "case .page(let index) where index > 0:",
             "case .custom(_):", "case .header:"], self.between(2, 5))
        for c in cases:
            lines.append(c)
            body = self.stmts(ctx, max(0, depth - 1), 1, 2)
            if all(line.lstrip().startswith(("//", "/*", "#")) for line in body):
                body.append("break")
            lines += indent(body)
        if self.chance(0.6):
            lines.append(self.pick(["default:", "@unknown default:"]))
            lines.append("    break")
        lines.append("}")
        return lines

    def stmt(self, ctx, depth):
        if depth > 0 and self.r.random() < 0.32:
            return self.block_stmt(ctx, depth)
        return self.simple_stmt(ctx)

    def stmts(self, ctx, depth, lo=2, hi=6):
        out = []
        for _ in range(self.between(lo, hi)):
            out += self.stmt(ctx, depth)
        if not out:
            out = [self.comment_line()]
        return out

    # ---- declarations inside types ----------------------------------------
    def doc(self, what, params=(), returns=False):
        lines = ["/// " + self.pick(DOC_TEMPLATES).format(x=what)]
        if params or returns:
            lines.append("///")
        for p in params:
            lines.append("/// - Parameter %s: The %s to use." % (p, p))
        if returns:
            lines.append("/// - Returns: The resulting %s." % what)
        return lines

    def block_comment(self):
        x = self.noun().lower()
        r = self.r.random()
        if r < 0.4:
            return ["/*", " " + self.pick(COMMENTS).format(x=x), " Kept for iPad split view until the %s migration lands." % x, " */"]
        if r < 0.7:
            return ["/**", " " + self.pick(DOC_TEMPLATES).format(x=x), "", " - Note: Not thread-safe; call on the main actor.", " */"]
        return ["/* Disabled: %s /* nested: old %s layout */ still commented */" % (x, x)]

    def stored_props(self, n, style="plain"):
        out = []
        for _ in range(n):
            r = self.r.random()
            name = self.var()
            if style == "observable" and r < 0.5:
                out.append("@Published %svar %s: %s = %s" % (
                    self.pick(["", "private(set) "]), name, self.pick(["[%s]" % self.model_type(), "Bool", "String?"]),
                    self.pick(["[]", "false", "nil"])))
                continue
            if r < 0.3:
                out.append("private let %s: %s" % (name, self.simple_type()))
            elif r < 0.5:
                out.append("private var %s = %s" % (name, self.pick([
                    "Set<AnyCancellable>()", "[%s]()" % self.model_type(), "false", "0", '""',
                    "Dictionary<String, [Int]>()", self.int_lit(), self.string_lit()])))
            elif r < 0.62:
                out.append("var %s: %s?" % (name, self.simple_type().rstrip("?")))
            elif r < 0.72:
                out.append("static let %s = %s" % (name, self.pick([self.string_lit(), self.float_lit(), self.int_lit()])))
            elif r < 0.82:
                out += self.doc(name) + ["var %s: %s {" % (name, self.pick(["Bool", "Int", "String"])),
                                         "    %s" % self.pick([self.cond(), self.member(), "%s.count" % self.var()]), "}"]
            elif r < 0.9:
                out += ["var %s: %s {" % (name, self.simple_type().rstrip("?")),
                        "    get { storage[%s] ?? %s }" % (self.string_lit(), self.expr_simple()),
                        "    set { storage[%s] = newValue }" % self.string_lit(), "}"]
            else:
                out.append("private(set) var %s: Dictionary<String, [Int]> = [:]" % name)
        return out

    def params(self, n):
        ps = []
        names = []
        for _ in range(n):
            r = self.r.random()
            name = self.var()
            names.append(name)
            if r < 0.3:
                ps.append("_ %s: %s" % (name, self.simple_type()))
            elif r < 0.6:
                ps.append("%s: %s" % (name, self.simple_type()))
            elif r < 0.75:
                ps.append("for %s: %s.ID" % (name, self.model_type()))
            elif r < 0.85:
                ps.append("animated: Bool = true")
                names[-1] = "animated"
            else:
                ps.append("completion: @escaping @Sendable (Result<[%s], Error>) -> Void" % self.model_type())
                names[-1] = "completion"
        return ps, names

    def method(self, mention=0.0, has_self=True, visibility=None):
        name = self.func_name()
        ps, names = self.params(self.between(0, 3))
        is_async = self.chance(0.25)
        throws = self.chance(0.25)
        generic = ""
        where = ""
        objc = self.chance(0.05)
        if not objc and self.chance(0.12):
            generic = "<T: %s>" % self.pick(["Decodable", "Hashable", "Identifiable", "Sendable"])
            ps.append("as type: T.Type")
            if self.chance(0.6):
                where = " where T: %s" % self.pick(["Sendable", "Equatable", "CustomStringConvertible"])
        ret = self.pick(["", "", "", " -> Bool", " -> String", " -> [%s]" % self.model_type(), " -> Int?"])
        if generic and self.chance(0.5):
            ret = " -> T?"
        vis = visibility if visibility is not None else self.pick(["", "", "private ", "func_public", "fileprivate ", "internal "])
        vis = "public " if vis == "func_public" else vis
        attrs = []
        if self.chance(0.08):
            attrs.append("@discardableResult")
        if self.chance(0.06):
            attrs.append("@available(iOS 15, *)")
        if objc:
            attrs.append("@objc")
        sig = "%sfunc %s%s(%s)%s%s%s%s {" % (
            vis, name, generic, ", ".join(ps), " async" if is_async else "",
            " throws" if throws else "", ret, where)
        ctx = Ctx(has_self, is_async, throws, mention)
        body = self.stmts(ctx, 2, 2, 7)
        if ret:
            body.append("return %s" % self.pick({
                " -> Bool": [self.cond()], " -> String": [self.string_lit()],
                " -> Int?": [self.pick(["nil", self.int_lit(), "%s.count" % self.var()])],
                " -> T?": ["nil", "%s as? T" % self.var()],
            }.get(ret, ["%s.filter { $0.%s }" % (self.var(), self.pick(["isEnabled", "isSelected"]))])))
        lines = []
        if self.chance(0.55):
            lines += self.doc(name, [n for n in names if n], bool(ret))
        return lines + attrs + [sig] + indent(body) + ["}"]

    def members_mix(self, n, mention=0.0, style="plain", stored=True):
        """Methods, properties, MARKs and comments; no stored properties if not `stored`."""
        out = []
        for i in range(n):
            r = self.r.random()
            if not stored and 0.8 <= r < 0.88:
                r = 0.5
            if r < 0.7:
                out += self.method(mention)
            elif r < 0.8:
                out += ["// MARK: - %s" % self.noun()]
                continue
            elif r < 0.88:
                out += self.stored_props(self.between(1, 2), style)
            elif r < 0.94:
                out += ["#if DEBUG"] + self.method(mention, visibility="") + ["#endif"]
            else:
                out += self.block_comment()
            out.append("")
        while out and out[-1] == "":
            out.pop()
        return out

    # ---- UIKit -----------------------------------------------------------
    def lazy_view(self):
        name = self.var() + self.pick(["Label", "Button", "StackView", "ImageView", "TableView"])
        typ = {"Label": "UILabel", "Button": "UIButton", "StackView": "UIStackView",
               "ImageView": "UIImageView", "TableView": "UITableView"}
        t = "UILabel"
        for k, v in typ.items():
            if name.endswith(k):
                t = v
        inner = {
            "UILabel": ["let label = UILabel()", "label.font = .preferredFont(forTextStyle: .%s)" % self.pick(["headline", "body", "caption1"]),
                        "label.numberOfLines = 0", "label.text = %s" % self.string_lit(), "label.translatesAutoresizingMaskIntoConstraints = false", "return label"],
            "UIButton": ["var config = UIButton.Configuration.filled()", "config.title = %s" % self.string_lit(),
                         "config.cornerStyle = .capsule", "let button = UIButton(configuration: config)",
                         "button.addTarget(self, action: #selector(didTap%s), for: .touchUpInside)" % self.noun(),
                         "button.translatesAutoresizingMaskIntoConstraints = false", "return button"],
            "UIStackView": ["let stack = UIStackView()", "stack.axis = .vertical", "stack.spacing = %s" % self.float_lit(),
                            "stack.alignment = .fill", "stack.translatesAutoresizingMaskIntoConstraints = false", "return stack"],
            "UIImageView": ['let imageView = UIImageView(image: UIImage(systemName: "%s"))' % self.pick(SYMBOLS),
                            "imageView.contentMode = .scaleAspectFit", "imageView.tintColor = .secondaryLabel",
                            "imageView.translatesAutoresizingMaskIntoConstraints = false", "return imageView"],
            "UITableView": ["let table = UITableView(frame: .zero, style: .insetGrouped)",
                            'table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")',
                            "table.rowHeight = UITableView.automaticDimension", "table.estimatedRowHeight = %s" % self.float_lit(),
                            "table.translatesAutoresizingMaskIntoConstraints = false", "return table"],
        }[t]
        return name, ["private lazy var %s: %s = {" % (name, t)] + indent(inner) + ["}()"]

    def constraints(self, views):
        lines = ["NSLayoutConstraint.activate(["]
        for v in views:
            lines += [
                "    %s.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: %s)," % (v, self.float_lit()),
                "    %s.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16)," % v,
                "    %s.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16)," % v,
            ]
        lines.append("])")
        return lines

    def view_controller(self, name, mention=0.0):
        vm = name.replace("ViewController", "ViewModel")
        views = [self.lazy_view() for _ in range(self.between(1, 3))]
        lines = self.doc(name.replace("ViewController", " screen"))
        if self.chance(0.6):
            lines.append("@MainActor")
        lines.append("final class %s: UIViewController {" % name)
        body = ["// MARK: - Properties", "", "private let viewModel: %s" % vm,
                "private var cancellables = Set<AnyCancellable>()"]
        body += self.stored_props(self.between(0, 2))
        for _, vl in views:
            body += [""] + vl
        body += ["", "// MARK: - Lifecycle", "",
                 "init(viewModel: %s) {" % vm, "    self.viewModel = viewModel",
                 "    super.init(nibName: nil, bundle: nil)", "}", "",
                 "@available(*, unavailable)", "required init?(coder: NSCoder) {",
                 '    fatalError("init(coder:) has not been implemented")', "}", "",
                 "override func viewDidLoad() {", "    super.viewDidLoad()",
                 "    title = %s" % self.string_lit(), "    view.backgroundColor = .systemBackground"]
        for v, _ in views:
            body.append("    view.addSubview(%s)" % v)
        body += indent(self.constraints([v for v, _ in views]))
        body += indent(self.stmts(Ctx(True, False, False, mention), 1, 0, 3))
        body += ["    bind()", "}", ""]
        if self.chance(0.6):
            body += ["override func viewWillAppear(_ animated: Bool) {", "    super.viewWillAppear(animated)"]
            body += indent(self.stmts(Ctx(True, False, False, mention), 1, 1, 3)) + ["}", ""]
        body += ["private func bind() {", "    viewModel.$%s" % self.pick(["items", "state", "isLoading"]),
                 "        .receive(on: DispatchQueue.main)",
                 "        .sink { [weak self] value in", "            self?.render(value)", "        }",
                 "        .store(in: &cancellables)", "}", ""]
        body += ["@objc private func didTap%s() {" % self.noun()] + indent(self.stmts(Ctx(True, False, False, mention), 1, 1, 3)) + ["}", ""]
        body += self.members_mix(self.between(2, 6), mention)
        return "\n".join(lines + indent(body) + ["}"])

    def table_extension(self, name):
        model = self.model_type()
        return "\n".join([
            "// MARK: - UITableViewDataSource", "",
            "extension %s: UITableViewDataSource, UITableViewDelegate {" % name,
            "    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {",
            "        viewModel.items.count", "    }", "",
            "    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {",
            '        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)',
            "        let item: %s = viewModel.items[indexPath.row]" % model,
            "        var content = cell.defaultContentConfiguration()",
            "        content.text = item.%s" % self.pick(["title", "name"]),
            '        content.secondaryText = "\\(item.%s) · \\(item.%s)"' % (self.pick(PROPS), self.pick(PROPS)),
            "        cell.contentConfiguration = content",
            "        return cell", "    }", "",
            "    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {",
            "        tableView.deselectRow(at: indexPath, animated: true)",
            "        viewModel.select(at: indexPath.row)", "    }",
            "}",
        ])

    def uiview_subclass(self, name):
        base = "UITableViewCell" if name.endswith("Cell") else "UIView"
        views = [self.lazy_view() for _ in range(self.between(1, 3))]
        body = []
        if base == "UITableViewCell":
            body += ['static let reuseIdentifier = "%s"' % name, ""]
        for _, vl in views:
            body += vl + [""]
        if base == "UITableViewCell":
            body += ["override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {",
                     "    super.init(style: style, reuseIdentifier: reuseIdentifier)", "    setUp()", "}", ""]
        else:
            body += ["override init(frame: CGRect) {", "    super.init(frame: frame)", "    setUp()", "}", ""]
        body += ["required init?(coder: NSCoder) {", '    fatalError("init(coder:) has not been implemented")', "}", "",
                 "private func setUp() {"]
        body += ["    addSubview(%s)" % v for v, _ in views]
        body += ["    layer.cornerRadius = %s" % self.float_lit(), "    layer.masksToBounds = true", "}", "",
                 "override func layoutSubviews() {", "    super.layoutSubviews()"]
        body += indent(self.stmts(Ctx(), 1, 1, 3)) + ["}", ""]
        body += self.members_mix(self.between(1, 3))
        return "\n".join(self.doc(name) + ["final class %s: %s {" % (name, base)] + indent(body) + ["}"])

    # ---- SwiftUI ----------------------------------------------------------
    def modifiers(self, states):
        mods = []
        for _ in range(self.between(0, 3)):
            r = self.r.random()
            if r < 0.2:
                mods.append(".font(.%s)" % self.pick(["headline", "subheadline", "body", "caption", "title2.bold()"]))
            elif r < 0.35:
                mods.append(".foregroundStyle(.%s)" % self.pick(["secondary", "primary", "tint"]))
            elif r < 0.5:
                mods.append(self.pick([".padding()", ".padding(.horizontal, 16)", ".padding(.vertical, %s)" % self.between(2, 12)]))
            elif r < 0.6:
                mods.append(".frame(maxWidth: .infinity, alignment: .leading)")
            elif r < 0.68:
                mods.append(".background(Color.gray.opacity(%s))" % self.pick(["0.1", "0.05", "0.2"]))
            elif r < 0.76:
                mods.append(".clipShape(RoundedRectangle(cornerRadius: %s))" % self.between(4, 16))
            elif r < 0.84 and states:
                mods += [".onTapGesture {", "    withAnimation(.spring()) { %s.toggle() }" % self.pick(states), "}"]
            elif r < 0.92:
                mods.append(".accessibilityLabel(%s)" % self.string_lit())
            else:
                mods.append(".lineLimit(%s)" % self.between(1, 3))
        return mods

    def view_leaf(self, states):
        r = self.r.random()
        if r < 0.35:
            return ["Text(%s)" % self.string_lit()] + self.modifiers(states)
        if r < 0.45:
            return ['Image(systemName: "%s")' % self.pick(SYMBOLS)] + self.modifiers(states)
        if r < 0.52:
            return ['Label("%s", systemImage: "%s")' % (self.text(), self.pick(SYMBOLS))]
        if r < 0.6:
            return [self.pick(["Spacer()", "Divider()", "ProgressView()", "Spacer(minLength: 8)"])]
        if r < 0.66 and states:
            return ['Toggle("%s", isOn: $%s)' % (self.text(), self.pick(states))]
        if r < 0.7:
            return ['TextField("%s", text: $query)' % self.text(), ".textFieldStyle(.roundedBorder)"]
        if r < 0.85:
            return (['Button("%s") {' % self.text()] + indent(self.stmts(Ctx(False), 0, 1, 2)) + ["}"]
                    + self.modifiers(states))
        if r < 0.92:
            return ['Text("Total: \\(%s, format: .currency(code: "USD"))")' % self.member(), ".monospacedDigit()"]
        return ["Button {", "    Task { await viewModel.%s() }" % self.func_name(), "} label: {",
                '    Label("%s", systemImage: "%s")' % (self.text(), self.pick(SYMBOLS)), "}"]

    def view_node(self, states, depth):
        if depth <= 0 or self.r.random() < 0.45:
            return self.view_leaf(states)
        r = self.r.random()
        children = []
        for _ in range(self.between(1, 4)):
            children += self.view_node(states, depth - 1)
        kids = indent(children)
        if r < 0.25:
            head = self.pick(["VStack(alignment: .leading, spacing: %s) {" % self.between(4, 16), "VStack {"])
            return [head] + kids + ["}"] + self.modifiers(states)
        if r < 0.45:
            return ["HStack(spacing: %s) {" % self.between(4, 12)] + kids + ["}"] + self.modifiers(states)
        if r < 0.52:
            return ["ZStack(alignment: .topTrailing) {"] + kids + ["}"]
        if r < 0.64:
            item = lower_first(self.noun())
            head = self.pick(["ForEach(items) { %s in" % item, "ForEach(items, id: \\.id) { %s in" % item])
            return [head] + kids + ["}"]
        if r < 0.74:
            lines = ["if %s {" % (self.pick(states) if states else self.cond())] + kids
            if self.chance(0.5):
                lines += ["} else {"] + indent(self.view_leaf(states))
            return lines + ["}"]
        if r < 0.82:
            return ["ScrollView {", "    LazyVStack(spacing: 12) {"] + indent(kids) + ["    }", "}"]
        if r < 0.9:
            return ['Section("%s") {' % self.text()] + kids + ["}"]
        return ["NavigationLink {", "    %sView()" % self.type_name("", register=False), "} label: {"] + kids + ["}"]

    def swiftui_view(self, name, mention=0.0):
        states = []
        props = []
        for _ in range(self.between(1, 3)):
            s = self.bool_var()
            if s not in states:
                states.append(s)
                props.append("@State private var %s = %s" % (s, self.pick(["false", "true"])))
        props.append('@State private var query = ""')
        if self.chance(0.5):
            props.append("@Environment(\\.dismiss) private var dismiss")
        if self.chance(0.4):
            props.append("@EnvironmentObject private var store: AppStore")
        vm = self.type_name("", register=False) + "ViewModel"
        if self.chance(0.5):
            props.append("@StateObject private var viewModel = %s()" % vm)
        else:
            props.append("@ObservedObject var viewModel: %s" % vm)
        props.append("let items: [%s]" % self.model_type())
        root = self.pick(["VStack(alignment: .leading, spacing: 12) {", "List {", "NavigationStack {", "Form {", "ScrollView {"])
        content = []
        for _ in range(self.between(2, 4)):
            content += self.view_node(states, 3)
        body = (["var body: some View {", "    " + root] + indent(content, 2) + ["    }"]
                + indent(self.pick([
                    ['.navigationTitle("%s")' % self.text()],
                    [".task {", "    await viewModel.%s()" % self.func_name(), "}"],
                    [".onAppear {"] + indent(self.stmts(Ctx(False, False, False, mention), 1, 1, 2)) + ["}"],
                    [".sheet(isPresented: $%s) {" % self.pick(states), "    %sView()" % self.type_name("", register=False), "}"],
                    ['.alert("%s", isPresented: $%s) {' % (self.text(), self.pick(states)),
                     '    Button("OK", role: .cancel) {}', "}"],
                    [".refreshable {", "    await viewModel.%s()" % self.func_name(), "}"],
                ])) + ["}"])
        extra = []
        for _ in range(self.between(0, 2)):
            extra += ["", "private var %s: some View {" % (lower_first(self.noun()) + "Section")]
            extra += indent(self.view_node(states, 2)) + ["}"]
        if self.chance(0.3):
            extra += [""] + self.method(mention, has_self=True, visibility="private ")
        attrs = []
        if self.chance(0.15):
            attrs.append("@available(iOS 16, *)")
        lines = self.doc(name) + attrs + ["struct %s: View {" % name] + indent(props + [""] + body + extra) + ["}"]
        return "\n".join(lines)

    def preview(self, name):
        if self.chance(0.5):
            return "\n".join(["#Preview {", "    %s(items: [])" % name, "        .environmentObject(AppStore.preview)", "}"])
        return "\n".join(["struct %s_Previews: PreviewProvider {" % name, "    static var previews: some View {",
                          "        %s(items: .mock)" % name, '            .previewDisplayName("%s")' % self.text(),
                          "    }", "}"])

    def swiftui_screen(self, name, mention=0.0):
        return self.swiftui_view(name, mention)

    # ---- models / services / view models ----------------------------------
    def view_model(self, name, mention=0.0):
        service = name.replace("ViewModel", "Service")
        model = self.model_type()
        if self.chance(0.3):
            head = ["@available(iOS 17, *)", "@Observable", "@MainActor", "final class %s {" % name]
            props = ["private(set) var items: [%s] = []" % model, "var isLoading = false", "var errorMessage: String?"]
        else:
            head = ["@MainActor", "final class %s: ObservableObject {" % name]
            props = ["@Published private(set) var items: [%s] = []" % model, "@Published var isLoading = false",
                     "@Published var errorMessage: String?"]
        props += self.stored_props(self.between(0, 2), "observable")
        body = props + ["private let service: any %sProtocol" % service, "",
                        "init(service: any %sProtocol = %s()) {" % (service, service), "    self.service = service", "}", "",
                        "func load() async {", "    isLoading = true", "    defer { isLoading = false }", "    do {",
                        "        items = try await service.fetch%ss()" % model,
                        "    } catch {", '        errorMessage = "%s: \\(error.localizedDescription)"' % self.text(),
                        "    }", "}", "",
                        "func select(at index: Int) {", "    guard items.indices.contains(index) else { return }",
                        "    let item = items[index]"] + indent(self.stmts(Ctx(True, False, False, mention), 1, 1, 3)) + ["}", ""]
        body += self.members_mix(self.between(2, 6), mention, "observable")
        return "\n".join(self.doc(name) + head + indent(body) + ["}"])

    def model_struct(self, name=None):
        name = name or self.type_name(self.pick(["", "Item", "DTO", "Response", "Payload"]))
        fields = []
        props = self.r.sample(PROPS, self.between(3, 7))
        if "id" not in props:
            props.insert(0, "id")
        for p in props:
            t = {"id": "UUID", "price": "Decimal", "total": "Decimal", "count": "Int", "createdAt": "Date",
                 "updatedAt": "Date", "isSelected": "Bool", "isEnabled": "Bool", "imageURL": "URL?",
                 "rating": "Double", "quantity": "Int", "tags": "[String]", "status": "Status"}.get(p, "String")
            fields.append(("let " if p == "id" else "var ") + "%s: %s" % (p, t))
        body = fields + ["", "enum CodingKeys: String, CodingKey {"]
        for p in props:
            snake = "image_url" if p == "imageURL" else "".join("_" + c.lower() if c.isupper() else c for c in p)
            body.append("    case %s%s" % (p, (' = "%s"' % snake) if snake != p else ""))
        body.append("}")
        if "status" in props:
            body += ["", "enum Status: String, Codable, Sendable {", "    case active, pending, archived",
                     '    case unknown = "__unknown__"', "}"]
        conf = self.pick(["Identifiable, Codable, Hashable", "Codable, Sendable", "Identifiable, Decodable, Equatable"])
        attrs = ["@frozen"] if self.chance(0.05) else []
        return "\n".join(self.doc(name) + attrs + ["struct %s: %s {" % (name, conf)] + indent(body) + ["}"])

    def route_enum(self, name=None):
        name = name or self.type_name(self.pick(["Route", "Action", "State", "Event"]))
        cases = ["case list", "case detail(id: String)", "case edit(%s, animated: Bool)" % self.model_type(),
                 "case loading", "case failed(Error)", "case page(index: Int)", "case custom(String)"]
        chosen = self.r.sample(cases, self.between(3, 6))
        sw = ["var title: String {", "    switch self {"]
        for c in chosen:
            label = c[5:]
            base = label.split("(")[0]
            if "(" in label:
                nargs = label.count(",") + 1
                pat = "case .%s(%s):" % (base, ", ".join(["let value"] + ["_"] * (nargs - 1)))
                sw += ["    " + pat, '        return "%s \\(value)"' % base.capitalize()]
            else:
                sw += ["    case .%s:" % base, '        return "%s"' % self.text()]
        sw += ["    }", "}"]
        return "\n".join(self.doc(name) + ["enum %s {" % name] + indent(chosen + [""] + sw) + ["}"])

    def error_enum(self):
        name = self.type_name("Error")
        cases = self.r.sample(["notFound", "unauthorized", "decodingFailed(underlying: Error)", "timeout",
                               "server(code: Int)", "offline", "invalidInput(field: String)"], self.between(2, 5))
        lines = ["enum %s: LocalizedError {" % name] + ["    case " + c for c in cases] + ["", "    var errorDescription: String? {", "        switch self {"]
        for c in cases:
            base = c.split("(")[0]
            if "(" in c:
                lines += ["        case .%s(let value):" % base, '            return "%s (\\(value))"' % self.text()]
            else:
                lines += ["        case .%s:" % base, '            return NSLocalizedString("%s", comment: "")' % self.text()]
        lines += ["        }", "    }", "}"]
        return "\n".join(lines)

    def service(self, name, mention=0.0):
        model = self.model_type()
        proto = ["protocol %sProtocol: Sendable {" % name,
                 "    func fetch%ss() async throws -> [%s]" % (model, model),
                 "    func %s(id: %s.ID) async throws -> %s" % (lower_first(model), model, model), "}"]
        body = ["private let session: URLSession", "private let baseURL: URL",
                "private let decoder: JSONDecoder = {", "    let decoder = JSONDecoder()",
                "    decoder.keyDecodingStrategy = .convertFromSnakeCase", "    decoder.dateDecodingStrategy = .iso8601",
                "    return decoder", "}()", "",
                'init(session: URLSession = .shared, baseURL: URL = URL(string: "https://api.example.com/v%s")!) {' % self.between(1, 3),
                "    self.session = session", "    self.baseURL = baseURL", "}", "",
                "func fetch%ss() async throws -> [%s] {" % (model, model),
                '    let url = baseURL.appendingPathComponent("%ss")' % model.lower(),
                "    let (data, response) = try await session.data(from: url)",
                "    guard let http = response as? HTTPURLResponse, (200..<300).contains(http.statusCode) else {",
                "        throw URLError(.badServerResponse)", "    }",
                "    return try decoder.decode([%s].self, from: data)" % model, "}", "",
                "func %s(id: %s.ID) async throws -> %s {" % (lower_first(model), model, model),
                '    let url = baseURL.appendingPathComponent("%ss/\\(id)")' % model.lower(),
                "    let (data, _) = try await session.data(from: url)",
                "    return try decoder.decode(%s.self, from: data)" % model, "}", ""]
        body += self.members_mix(self.between(1, 5), mention)
        impl = ["final class %s: %sProtocol, @unchecked Sendable {" % (name, name)] + indent(body) + ["}"]
        return "\n".join(self.doc(name) + proto + [""] + impl)

    def generic_extension(self):
        r = self.r.random()
        if r < 0.25:
            head = "extension Collection where Element: Identifiable, Element.ID == String {"
            body = ["func index(of id: String) -> Index? {", "    firstIndex { $0.id == id }", "}"]
        elif r < 0.45:
            head = "extension Dictionary where Key == String, Value == [Int] {"
            body = ["var totalCount: Int {", "    values.reduce(0) { $0 + $1.count }", "}", "",
                    "mutating func append(_ value: Int, for key: Key) {", "    self[key, default: []].append(value)", "}"]
        elif r < 0.6:
            head = "extension Array where Element == %s {" % self.model_type()
            body = ["func sortedBy%s() -> [Element] {" % self.noun(), "    sorted { $0.updatedAt > $1.updatedAt }", "}"]
        elif r < 0.75:
            head = "extension Optional where Wrapped == String {"
            body = ["var orEmpty: String { self ?? \"\" }", "", "var isNilOrEmpty: Bool {", "    self?.isEmpty ?? true", "}"]
        elif r < 0.88:
            head = "extension Publisher where Failure == Never {"
            body = ["func assignWeak<Root: AnyObject>(to keyPath: ReferenceWritableKeyPath<Root, Output>, on root: Root) -> AnyCancellable {",
                    "    sink { [weak root] value in", "        root?[keyPath: keyPath] = value", "    }", "}"]
        else:
            head = "extension Sequence {"
            body = ["func grouped<Key: Hashable>(by key: (Element) throws -> Key) rethrows -> Dictionary<Key, [Element]> {",
                    "    try Dictionary(grouping: self, by: key)", "}", "",
                    "func sum<T: AdditiveArithmetic>(_ value: (Element) -> T) -> T where T: Sendable {",
                    "    reduce(.zero) { $0 + value($1) }", "}"]
        return "\n".join([head] + indent(body) + ["}"])

    def generic_type(self):
        r = self.r.random()
        name = self.type_name(self.pick(["Page", "Cache", "Store", "Box", "Loader"]))
        if r < 0.4:
            lines = ["struct %s<Element: Decodable>: Decodable where Element: Sendable {" % name,
                     "    let items: [Element]", "    let nextCursor: String?", "    let total: Int", "",
                     "    var hasMore: Bool { nextCursor != nil && items.count < total }", "}"]
        elif r < 0.75:
            lines = ["actor %s<Key: Hashable & Sendable, Value: Sendable> {" % name,
                     "    private var storage: Dictionary<Key, [Value]> = [:]",
                     "    private let limit: Int", "", "    init(limit: Int = %s) {" % self.int_lit(), "        self.limit = limit", "    }", "",
                     "    func insert(_ value: Value, for key: Key) {",
                     "        storage[key, default: []].append(value)",
                     "        if storage[key]!.count > limit { storage[key]!.removeFirst() }", "    }", "",
                     "    func values(for key: Key) -> [Value] {", "        storage[key] ?? []", "    }", "}"]
        else:
            lines = ["protocol %s {" % name, "    associatedtype Output", "    associatedtype Failure: Error", "",
                     "    func load(_ request: URLRequest) async throws -> Output", "}", "",
                     "extension %s where Output: Decodable {" % name,
                     "    func loadDecoded(_ request: URLRequest) async throws -> Output {",
                     "        try await load(request)", "    }", "}"]
        return "\n".join(self.doc(name) + lines)

    def free_decls(self):
        r = self.r.random()
        if r < 0.3:
            return "typealias %sLookup = Dictionary<String, [Int]>" % self.type_name("", register=False)
        if r < 0.55:
            lines = self.multiline_string()
            return "\n".join(["private let %sTemplate = %s" % (lower_first(self.noun()), lines[0])] + indent(lines[1:]))
        if r < 0.7:
            name = self.type_name("Constants")
            return "\n".join(["enum %s {" % name] + indent([
                "static let animationDuration: TimeInterval = %s" % self.float_lit(),
                "static let maxItems = %s" % self.int_lit(),
                "static let accentHex: UInt32 = 0x%06X" % (self.between(0, 0xFFFFFF)),
                'static let pattern = #"%s"#' % r'^\d{4}-\d{2}-\d{2}$',
                "static let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)"]) + ["}"])
        if r < 0.85:
            name = self.noun()
            return "\n".join(["infix operator <~>: ComparisonPrecedence" if self.chance(0.1) else "// Operators",
                              "func <~> (lhs: %s, rhs: %s) -> Bool {" % (name, name),
                              "    lhs.id == rhs.id && lhs.updatedAt >= rhs.updatedAt", "}"])
        return "\n".join(self.method(has_self=False, visibility=""))

    def feature_flags(self):
        lines = ["enum FeatureFlags {"]
        for i in range(self.between(2, 6)):
            if i:
                lines.append("")
            lines.append("    /// retire: %s" % self.pick(RETIRE_DATES))
            lines.append("    static let %s = %s" % (self.pick(["new", "redesigned", "swiftUI", "async", "fast"]) + self.noun() + self.pick(["", "Flow", "Screen", "List"]),
                                                   self.pick(["true", "false"])))
        lines.append("}")
        return "\n".join(lines)

    def deprecated_shim(self):
        fn = self.pick(["legacyOnChange", "compatOnChange", "scrollDismissesKeyboardCompat", "compatInspector"])
        if fn in ("legacyOnChange", "compatOnChange"):
            return "\n".join([
                "extension View {",
                '    @available(iOS, deprecated: 17.0, message: "Use onChange(of:initial:_:) directly")',
                "    @ViewBuilder",
                "    func %s<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View {" % fn,
                "        if #available(iOS 17, *) {",
                "            self.onChange(of: value) { _, newValue in action(newValue) }",
                "        } else {",
                "            self.onChange(of: value, perform: action)",
                "        }", "    }", "}"])
        return "\n".join([
            "extension View {",
            '    @available(iOS, deprecated: 17.0, message: "%s")' % self.text(),
            "    @ViewBuilder",
            "    func %s() -> some View {" % fn,
            "        if #available(iOS 17, *) {",
            "            self.scrollDismissesKeyboard(.interactively)",
            "        } else {",
            "            self",
            "        }", "    }", "}"])

    # ---- bridges (UIKit <-> SwiftUI) --------------------------------------
    def adapter_hosting(self):
        view = self.type_name("View", register=False)
        name = view[:-4] + "HostingController"
        self.used.add(name)
        r = self.r.random()
        if r < 0.4:
            return "final class %s: UIHostingController<%s> { }" % (name, view)
        if r < 0.7:
            return "\n".join(self.doc(view) + [
                "final class %s: UIHostingController<%s> {" % (name, view),
                "    override func viewDidLoad() {", "        super.viewDidLoad()",
                "        view.backgroundColor = .clear",
                "        navigationItem.largeTitleDisplayMode = .never", "    }", "}"])
        return "\n".join([
            "@MainActor",
            "final class %s: UIHostingController<AnyView> {" % name,
            "    init(store: AppStore) {",
            "        super.init(rootView: AnyView(%s().environmentObject(store)))" % view, "    }", "",
            "    @MainActor required dynamic init?(coder aDecoder: NSCoder) {",
            '        fatalError("init(coder:) has not been implemented")', "    }", "}"])

    def representable(self, name=None, bare=False):
        name = name or self.type_name("Wrapper")
        uiview = self.pick([("MKMapView", ["let view = MKMapView(frame: .zero)", "view.showsUserLocation = true"]),
                            ("UIActivityIndicatorView", ["let view = UIActivityIndicatorView(style: .medium)", "view.startAnimating()"]),
                            ("UILabel", ["let view = UILabel()", "view.numberOfLines = 0", "view.text = %s" % self.string_lit()]),
                            ("UITextView", ["let view = UITextView()", "view.isEditable = false", "view.font = .preferredFont(forTextStyle: .body)"])])
        lines = ["struct %s: UIViewRepresentable {" % name]
        if not bare and self.chance(0.5):
            lines += ["    var %s: %s" % (self.var(), self.simple_type()), ""]
        lines += ["    func makeUIView(context: Context) -> UIView {"] + indent(uiview[1] + ["return view"], 2) + ["    }", ""]
        lines += ["    func updateUIView(_ v: UIView, context: Context) {}"]
        lines += ["}"]
        return "\n".join(lines)

    def vc_representable(self):
        name = self.type_name("ControllerWrapper")
        vc = self.type_name("ViewController", register=False)
        return "\n".join([
            "struct %s: UIViewControllerRepresentable {" % name,
            "    let viewModel: %s" % vc.replace("ViewController", "ViewModel"), "",
            "    func makeUIViewController(context: Context) -> %s {" % vc,
            "        %s(viewModel: viewModel)" % vc, "    }", "",
            "    func updateUIViewController(_ controller: %s, context: Context) {}" % vc, "}"])

    def adapter_factory(self):
        view = self.type_name("View", register=False)
        base = view[:-4]
        if self.chance(0.5):
            return "\n".join([
                "@MainActor",
                "struct %sFactory {" % base, "    let store: AppStore", "",
                "    func make%s() -> UIViewController {" % base,
                "        UIHostingController(rootView: %s().environmentObject(store))" % view, "    }", "}"])
        return "\n".join(self.doc(view) + [
            "@MainActor",
            "func make%s(store: AppStore) -> UIViewController {" % base,
            "    UIHostingController(rootView: %s().environmentObject(store))" % view, "}"])

    def adapter_bridge(self):
        r = self.r.random()
        if r < 0.35:
            return self.adapter_hosting()
        if r < 0.6:
            return self.representable()
        if r < 0.75:
            return self.vc_representable()
        return self.adapter_factory()

    def themed_hosting_decl(self):
        return "\n".join([
            "/// Hosting controller that applies the app theme to any SwiftUI root view.",
            "open class ThemedHostingController<Content: View>: UIHostingController<Content> {",
            "    public override init(rootView: Content) {", "        super.init(rootView: rootView)",
            "        overrideUserInterfaceStyle = Theme.current.interfaceStyle", "    }", "",
            "    @MainActor required dynamic public init?(coder aDecoder: NSCoder) {",
            '        fatalError("init(coder:) has not been implemented")', "    }", "",
            "    open override func viewDidLoad() {", "        super.viewDidLoad()",
            "        view.tintColor = Theme.current.accent", "    }", "}"])

    def outside_bridge(self, owner, folder):
        """A finding outside Adapters: an extension of owner or a wrapper struct."""
        view = self.type_name("View", register=False)
        fn = "show" + view[:-4]
        r = self.r.random()
        if folder == "Views" and r < 0.55:
            name = self.pick(["Map", "Chart", "Camera", "Web", "Pdf"]) + self.type_name("Wrapper", stem=self.stem)
            return self.representable(name, bare=True)
        if owner.endswith("ViewController") or folder == "Screens":
            body = self.pick([
                ["let host = UIHostingController(rootView: %s().environment(model))" % view,
                 "addChild(host)", "view.addSubview(host.view)", "host.view.frame = view.bounds",
                 "host.didMove(toParent: self)"],
                ["let v = %s(items: viewModel.items)" % view,
                 "present(ThemedHostingController(rootView: v), animated: true)"],
                ["navigationController?.pushViewController(UIHostingController(rootView: %s()), animated: true)" % view],
            ])
            target = owner if owner.endswith("ViewController") else self.type_name("ViewController", register=False)
            return "\n".join(["extension %s {" % target, "    @objc func %s() {" % fn] + indent(body, 2) + ["    }", "}"])
        return "\n".join([
            "extension %s {" % owner,
            "    @MainActor func make%sController() -> UIViewController {" % view[:-4],
            "        let host = UIHostingController(rootView: %s().environment(model))" % view,
            "        host.modalPresentationStyle = .pageSheet", "        return host", "    }", "}"])

    def call_through(self, owner, adapter, base):
        """Plain code that replaces a moved bridge: it calls the adapter factory."""
        if owner.endswith("ViewController"):
            return "\n".join(["extension %s {" % owner, "    @objc func show%s() {" % base,
                              "        let controller = %s.make%s(store: store)" % (adapter, base),
                              "        navigationController?.pushViewController(controller, animated: true)",
                              "    }", "}"])
        return "\n".join(["extension %s {" % owner,
                          "    @MainActor func make%sController() -> UIViewController {" % base,
                          "        %s.make%s(store: store)" % (adapter, base), "    }", "}"])

    def moved_adapter(self, adapter, base):
        return "\n".join([
            "enum %s {" % adapter,
            "    @MainActor static func make%s(store: AppStore) -> UIViewController {" % base,
            "        UIHostingController(rootView: %sView().environmentObject(store))" % base, "    }", "}"])

    # ---- file-level -------------------------------------------------------
    def header(self, filename, module, imports):
        y = self.between(2019, 2025)
        lines = ["//", "//  %s" % filename, "//  %s" % module, "//",
                 "//  Created by %s on %d-%02d-%02d." % (self.pick(["Ana Ruiz", "Ben Okafor", "Chen Wei", "Dana Kowalski", "Élodie Martin"]),
                                                          y, self.between(1, 12), self.between(1, 28)),
                 "//  Copyright © %d Example Corp. All rights reserved." % y, "//", ""]
        for imp in imports:
            lines.append(imp)
        return "\n".join(lines)


# --------------------------------------------------------------------------
# File model
# --------------------------------------------------------------------------

IMPORTS = {
    "Screens": ["import UIKit", "import Combine"],
    "Views": ["import SwiftUI"],
    "ViewModels": ["import Foundation", "import Combine"],
    "Services": ["import Foundation", "import OSLog"],
    "Adapters": ["import SwiftUI", "import UIKit"],
    "App": ["import UIKit", "import SwiftUI"],
}

FOLDER_WEIGHTS = [("Screens", 24), ("Views", 32), ("ViewModels", 18), ("Services", 20), ("Adapters", 6)]


class SourceFile:
    """A Swift file as a header plus a list of (tag, text) top-level blocks.

    Tags: "primary", "plain", "bridge" (finding outside Adapters),
    "adapter" (bridge inside Adapters).
    """

    __slots__ = ("path", "module", "folder", "primary", "imports", "header", "blocks")

    def __init__(self, path, module, folder, primary):
        self.path = path
        self.module = module
        self.folder = folder
        self.primary = primary
        self.imports = []
        self.header = ""
        self.blocks = []

    def render(self):
        return self.header + "\n\n" + "\n\n".join(t for _, t in self.blocks) + "\n"


def primary_suffix(gen, folder):
    if folder == "Screens":
        return gen.pick(["ViewController"] * 3 + ["Screen"])
    if folder == "Views":
        return gen.pick(["View"] * 5 + ["Cell", "HeaderView", "CardView"])
    if folder == "ViewModels":
        return "ViewModel"
    if folder == "Services":
        return gen.pick(["Service", "Service", "Repository", "Client", "Models", "Store"])
    if folder == "Adapters":
        return gen.pick(["Adapters", "Bridge", "HostingAdapters", "Representables"])
    return gen.pick(["Coordinator", "Environment", "Router", "Store", "Container"])


def primary_block(gen, folder, name, mention):
    """The main declaration of a file, chosen by folder and name suffix."""
    if folder == "Screens":
        if name.endswith("ViewController"):
            return gen.view_controller(name, mention)
        return gen.swiftui_screen(name, mention)
    if folder == "Views":
        if name.endswith("Cell") or (gen.chance(0.15) and name.endswith("HeaderView")):
            return gen.uiview_subclass(name if name.endswith("Cell") else name)
        return gen.swiftui_view(name, mention)
    if folder == "ViewModels":
        return gen.view_model(name, mention)
    if folder == "Services":
        if name.endswith("Models"):
            return gen.model_struct()
        return gen.service(name, mention)
    if folder == "Adapters":
        return gen.adapter_bridge()
    return gen.view_model(gen.type_name("ViewModel"), mention) if gen.chance(0.3) else gen.service(gen.type_name("Service"), mention)


def extra_block(gen, folder, primary):
    """A supporting top-level declaration suited to the folder, as (tag, text)."""
    r = gen.r.random()
    if folder == "Adapters" and r < 0.5:
        return "adapter", gen.adapter_bridge()
    return "plain", plain_extra(gen, folder, primary, r)


def plain_extra(gen, folder, primary, r):
    if folder == "Screens" and primary.endswith("ViewController"):
        if r < 0.5:
            return "\n".join(["extension %s {" % primary] + indent(gen.members_mix(gen.between(1, 4), stored=False)) + ["}"])
        if r < 0.6:
            return gen.route_enum()
    if folder == "Views":
        if r < 0.45:
            return gen.swiftui_view(gen.type_name("View"))
        if r < 0.55:
            return gen.preview(primary)
        if r < 0.62:
            return gen.uiview_subclass(gen.type_name("Cell"))
    if folder == "ViewModels" and r < 0.4:
        return gen.route_enum()
    if folder == "Services":
        if r < 0.3:
            return gen.model_struct()
        if r < 0.45:
            return gen.error_enum()
        if r < 0.6:
            return gen.generic_type()
    r = gen.r.random()
    if r < 0.2:
        return gen.model_struct()
    if r < 0.35:
        return gen.route_enum()
    if r < 0.48:
        return gen.generic_extension()
    if r < 0.58:
        return gen.generic_type()
    if r < 0.7:
        return gen.free_decls()
    if r < 0.78:
        return gen.error_enum()
    if r < 0.84:
        return "\n".join(gen.block_comment() + [gen.free_decls()])
    if r < 0.9:
        return "#if DEBUG\n" + gen.model_struct() + "\n#endif"
    return "\n".join(["extension %s {" % gen.type_name("", register=False)]
                     + indent(gen.members_mix(gen.between(1, 3), stored=False)) + ["}"])


def build_file(gen, path, module, folder, name, budget, measure, mention=0.0, bridge=False, first=None):
    """Create a SourceFile whose size (by `measure`) reaches at least `budget`.

    `first` optionally overrides the primary block as a (tag, text) pair.
    """
    f = SourceFile(path, module, folder, name)
    f.imports = list(IMPORTS.get(folder, IMPORTS["App"]))
    if bridge and "import SwiftUI" not in f.imports:
        f.imports.append("import SwiftUI")
    if gen.chance(0.15):
        f.imports.append(gen.pick(["#if canImport(MapKit)\nimport MapKit\n#endif", "import DesignSystem", "import CoreKit",
                                   "@preconcurrency import Network", "import os.log"]))
    f.header = gen.header(path.rsplit("/", 1)[-1].split("_", 1)[-1], module, f.imports)
    if first is None:
        first = ("adapter" if folder == "Adapters" else "primary", primary_block(gen, folder, name, mention))
    f.blocks.append(first)
    if folder == "Screens" and name.endswith("ViewController") and gen.chance(0.5):
        f.blocks.append(("plain", gen.table_extension(name)))
    if bridge:
        f.blocks.append(("bridge", gen.outside_bridge(name, folder)))
    size = measure(f.header) + sum(measure(t) for _, t in f.blocks)
    while size < budget:
        tag, b = extra_block(gen, folder, name)
        f.blocks.append((tag, b))
        size += measure(b)
    return f


def count_lines(text):
    return text.count("\n") + 2  # block separators


def count_bytes(text):
    return len(text.encode("utf-8")) + 2


# --------------------------------------------------------------------------
# Output helpers
# --------------------------------------------------------------------------


def prepare_out(path, force):
    if os.path.exists(path):
        if not os.path.isdir(path):
            sys.exit("error: %s exists and is not a directory" % path)
        if os.listdir(path):
            if not force:
                sys.exit("error: %s is not empty (use --force to wipe it)" % path)
            shutil.rmtree(path)
    os.makedirs(path, exist_ok=True)
    return path


def write_text(root, rel, text):
    full = os.path.join(root, rel)
    d = os.path.dirname(full)
    if not os.path.isdir(d):
        os.makedirs(d)
    data = text.encode("utf-8")
    with open(full, "wb") as fh:
        fh.write(data)
    return len(data)


# --------------------------------------------------------------------------
# lexer subcommand
# --------------------------------------------------------------------------


def cmd_lexer(args):
    out = prepare_out(args.out, args.force)
    rng = random.Random(args.seed)
    gen = SwiftGen(rng)
    target = int(args.mb * MIB)
    total = 0
    n = 0
    kinds = ["Screens"] * 25 + ["Views"] * 30 + ["ViewModels"] * 15 + ["Services"] * 24 + ["Adapters"] * 3 + ["App"] * 3
    while total < target:
        feature, stem = gen.pick(FEATURES)
        gen.stem = stem
        gen.used = set()
        folder = gen.pick(kinds)
        name = gen.type_name(primary_suffix(gen, folder), stem=stem)
        budget = int(LEXER_MIN_FILE * (LEXER_MAX_FILE * 0.9 / LEXER_MIN_FILE) ** rng.random())
        f = build_file(gen, "%04d_%s.swift" % (n, name), feature, folder, name, budget, count_bytes,
                       mention=0.004, bridge=folder in ("Screens", "Views") and gen.chance(0.05))
        text = f.render()
        while len(text.encode("utf-8")) > LEXER_MAX_FILE and len(f.blocks) > 1:
            f.blocks.pop()
            text = f.render()
        total += write_text(out, f.path, text)
        n += 1
    print("files=%d bytes=%d" % (n, total))


# --------------------------------------------------------------------------
# repo subcommand
# --------------------------------------------------------------------------

APP_FILES = ["AppDelegate", "SceneDelegate", "AppCoordinator", "RootView", "AppStore",
             "DependencyContainer", "AppEnvironment", "DeepLinkRouter", "TabBarController",
             "AppearanceConfigurator", "LaunchScreenView", "PushNotificationHandler"]


def app_special(gen, name):
    if name == "SceneDelegate":
        return "\n".join([
            "final class SceneDelegate: UIResponder, UIWindowSceneDelegate {",
            "    var window: UIWindow?", "    private let store = AppStore()", "",
            "    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {",
            "        guard let windowScene = scene as? UIWindowScene else { return }",
            "        let window = UIWindow(windowScene: windowScene)",
            "        // The root is SwiftUI; UIKit screens are pushed by AppCoordinator.",
            "        window.rootViewController = UIHostingController(rootView: RootView().environmentObject(store))",
            "        window.makeKeyAndVisible()", "        self.window = window", "    }", "}"])
    if name == "AppDelegate":
        return "\n".join([
            "@main", "final class AppDelegate: UIResponder, UIApplicationDelegate {",
            "    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {",
            "        #if DEBUG", '        print("Launching \\(Bundle.main.bundleIdentifier ?? "app") in debug")', "        #endif",
            "        AppearanceConfigurator.apply()", "        return true", "    }", "}"])
    if name == "AppStore":
        return "\n".join([
            "@MainActor", "final class AppStore: ObservableObject {",
            "    @Published var session: Session?", "    @Published var cartCount = 0",
            "    static let preview = AppStore()", "}"])
    return None


def plan_repo(rng, nfiles, nlines):
    """Generate the SourceFiles of the repo tree (in memory)."""
    gen = SwiftGen(rng)
    used = {}
    files = []
    weights = [0.5 + rng.random() for _ in FEATURES]
    napp = max(len(APP_FILES), nfiles // 70)
    folders = [f for f, _ in FOLDER_WEIGHTS]
    fweights = [w for _, w in FOLDER_WEIGHTS]
    total = 0
    remaining_files = nfiles

    def budget_for(folder):
        mean = max(20.0, (nlines - total) / max(1, remaining_files))
        b = mean * rng.lognormvariate(0, 0.55) / 1.163
        if folder == "Adapters":
            b *= 0.35
        return int(min(max(b, 25), 4000))

    # The themed hosting controller, declared once in an Adapters folder.
    ds = "DesignSystem"
    gen.stem, gen.used = "Theme", used.setdefault(ds, set())
    gen.used.add("ThemedHostingController")
    f = build_file(gen, "Modules/%s/Sources/%s/Adapters/ThemedHostingController.swift" % (ds, ds), ds, "Adapters",
                   "ThemedHostingController", 0, count_lines, first=("adapter", gen.themed_hosting_decl()))
    files.append(f)
    total += f.render().count("\n")
    remaining_files -= 1

    for i in range(napp):
        name = APP_FILES[i] if i < len(APP_FILES) else gen.type_name(primary_suffix(gen, "App"))
        gen.stem, gen.used = gen.noun(), used.setdefault("App", set())
        gen.used.add(name)
        special = app_special(gen, name)
        first = ("bridge" if "UIHostingController(" in special else "primary", special) if special else None
        f = build_file(gen, "App/Sources/App/%s.swift" % name, "App", "App", name, budget_for("App"), count_lines,
                       0.01, first=first)
        files.append(f)
        total += f.render().count("\n")
        remaining_files -= 1

    flag_modules = set(m for m, _ in rng.sample(FEATURES, 12))
    shim_modules = set(m for m, _ in rng.sample(FEATURES, 4))
    while remaining_files > 0 or total < nlines:
        feature, stem = rng.choices(FEATURES, weights)[0]
        folder = rng.choices(folders, fweights)[0]
        gen.stem, gen.used = stem, used.setdefault(feature, set())
        base = "Modules/%s/Sources/%s/%s/" % (feature, feature, folder)
        first = None
        if folder == "Services" and feature in flag_modules:
            flag_modules.discard(feature)
            name = filename = "FeatureFlags"
            first = ("primary", gen.feature_flags())
        elif folder == "Views" and feature in shim_modules:
            shim_modules.discard(feature)
            name, filename = gen.type_name("View"), "View+Compat"
            first = ("primary", gen.deprecated_shim() + "\n\n" + gen.deprecated_shim())
        else:
            name = filename = gen.type_name(primary_suffix(gen, folder), stem=stem if rng.random() < 0.7 else None)
        bridge = folder in ("Screens", "Views") and rng.random() < 0.05
        mention = 0.012 if rng.random() < 0.25 else 0.0
        f = build_file(gen, base + filename + ".swift", feature, folder, name, budget_for(folder), count_lines,
                       mention, bridge, first)
        files.append(f)
        total += f.render().count("\n")
        remaining_files -= 1
    return files, gen, used


def write_repo(out, files):
    lines = nbytes = 0
    for f in files:
        text = f.render()
        lines += text.count("\n")
        nbytes += write_text(out, f.path, text)
    nbytes += write_text(out, ".puente.json", PUENTE_JSON)
    lines += PUENTE_JSON.count("\n")
    return len(files) + 1, lines, nbytes


def cmd_repo(args):
    out = prepare_out(args.out, args.force)
    files, _, _ = plan_repo(random.Random(args.seed), args.files, args.lines)
    n, lines, nbytes = write_repo(out, files)
    print("files=%d lines=%d bytes=%d" % (n, lines, nbytes))


# --------------------------------------------------------------------------
# history subcommand
# --------------------------------------------------------------------------


class History:
    """Evolves the in-memory repo one commit at a time."""

    def __init__(self, rng, gen, files, used):
        self.r = rng
        self.gen = gen
        self.files = {f.path: f for f in files}
        self.used = used

    def _gen_for(self, f):
        self.gen.used = self.used.setdefault(f.module, set())
        self.gen.stem = self.gen.noun()
        return self.gen

    def _candidates(self, pred):
        return [f for f in self.files.values() if pred(f)]

    def op_add(self):
        cands = self._candidates(lambda f: f.folder in ("Screens", "Views"))
        f = self.r.choice(cands)
        gen = self._gen_for(f)
        f.blocks.append(("bridge", gen.outside_bridge(f.primary, f.folder)))
        self._ensure_import(f, "import SwiftUI")
        return [f.path], [], "%s: host SwiftUI content from %s" % (f.module, f.primary)

    def op_move(self):
        cands = self._candidates(lambda f: any(t == "bridge" for t, _ in f.blocks) and f.module != "App")
        if not cands:
            return None
        f = self.r.choice(cands)
        idx = self.r.choice([i for i, (t, _) in enumerate(f.blocks) if t == "bridge"])
        gen = self._gen_for(f)
        text = f.blocks[idx][1]
        wrapper = re.search(r"struct (\w+): UIViewRepresentable", text)
        if wrapper:
            # A representable moves verbatim into the Adapters folder.
            del f.blocks[idx]
            base = adapter = wrapper.group(1)
            moved = text
        else:
            # Hosting code is replaced by a call to a new adapter factory.
            view = re.search(r"rootView: (\w+)\(", text)
            base = view.group(1) if view else gen.type_name("View", register=False)
            base = base[:-4] if base.endswith("View") and len(base) > 4 else base
            adapter = gen.type_name("Adapter", stem=base)
            owner = re.match(r"extension (\w+)", text)
            f.blocks[idx] = ("plain", gen.call_through(owner.group(1) if owner else f.primary, adapter, base))
            moved = gen.moved_adapter(adapter, base)
        root = "Modules/%s/Sources/%s/Adapters/" % (f.module, f.module)
        existing = self._candidates(lambda g: g.path.startswith(root))
        apath = root + adapter + ".swift"
        if (existing and self.r.random() < 0.5) or apath in self.files:
            a = self.r.choice(existing) if existing else self.files[apath]
            a.blocks.append(("adapter", moved))
            apath = a.path
        else:
            a = SourceFile(apath, f.module, "Adapters", adapter)
            a.imports = list(IMPORTS["Adapters"])
            a.header = gen.header(adapter + ".swift", f.module, a.imports)
            a.blocks = [("adapter", moved)]
            self.files[apath] = a
        if not f.blocks:
            del self.files[f.path]
            return [apath], [f.path], "%s: move %s into Adapters" % (f.module, base)
        return [f.path, apath], [], "%s: move %s bridge into Adapters" % (f.module, base)

    def op_remove(self):
        cands = self._candidates(lambda f: any(t in ("bridge", "adapter") for t, _ in f.blocks) and f.module != "App"
                                 and not f.path.endswith("ThemedHostingController.swift"))
        if not cands:
            return None
        f = self.r.choice(cands)
        idx = self.r.choice([i for i, (t, _) in enumerate(f.blocks) if t in ("bridge", "adapter")])
        del f.blocks[idx]
        msg = "%s: remove obsolete bridge in %s" % (f.module, f.primary)
        if not f.blocks:
            del self.files[f.path]
            return [], [f.path], msg
        return [f.path], [], msg

    def op_edit(self):
        f = self.r.choice(list(self.files.values()))
        gen = self._gen_for(f)
        plain = [i for i, (t, _) in enumerate(f.blocks) if t == "plain"]
        block = extra_block(gen, f.folder, f.primary)
        if plain and self.r.random() < 0.6:
            f.blocks[self.r.choice(plain)] = block
        else:
            f.blocks.append(block)
        return [f.path], [], "%s: %s %s" % (f.module, self.r.choice(["refactor", "tidy up", "extend", "fix"]), f.primary)

    @staticmethod
    def _ensure_import(f, imp):
        if imp not in f.imports:
            f.imports.append(imp)
            f.header = f.header + "\n" + imp

    def step(self):
        """Apply 1-20 file changes; returns (message, changed paths, deleted paths)."""
        target = min(20, 1 + int(self.r.expovariate(1 / 4.0)))
        changed, deleted, msgs = [], [], []
        ops = [(self.op_add, 30), (self.op_move, 25), (self.op_remove, 15), (self.op_edit, 30)]
        while len(set(changed) | set(deleted)) < target:
            room = target - len(set(changed) | set(deleted))
            op = self.r.choices([o for o, _ in ops], [w for _, w in ops])[0]
            if op == self.op_move and room < 2:
                op = self.op_edit
            res = op() or self.op_edit()
            ch, de, msg = res
            changed += [p for p in ch if p not in changed]
            deleted += de
            changed = [p for p in changed if p not in deleted]
            msgs.append(msg)
        title = msgs[0]
        if len(msgs) > 1:
            title += " (+%d more change%s)" % (len(msgs) - 1, "" if len(msgs) == 2 else "s")
        return title + "\n\n" + "\n".join("- " + m for m in msgs) + "\n", changed, deleted


def git(out, env, *argv, stdin=None):
    cmd = ["git", "-c", "user.name=bench", "-c", "user.email=bench@example.invalid",
           "-c", "commit.gpgsign=false", "-c", "gc.auto=0", "-c", "core.autocrlf=false"] + list(argv)
    subprocess.run(cmd, cwd=out, env=env, check=True, input=stdin, stdout=subprocess.DEVNULL)


def git_env(day):
    date = datetime.datetime(2026, 1, 1, 9, 30, tzinfo=datetime.timezone.utc) + datetime.timedelta(days=day)
    env = {k: v for k, v in os.environ.items() if not k.startswith("GIT_")}
    stamp = date.strftime("%Y-%m-%dT%H:%M:%S+0000")
    env.update({"GIT_AUTHOR_DATE": stamp, "GIT_COMMITTER_DATE": stamp, "GIT_CONFIG_NOSYSTEM": "1",
                "GIT_CONFIG_GLOBAL": os.devnull, "TZ": "UTC", "LC_ALL": "C"})
    return env


def commit(out, day, message):
    env = git_env(day)
    git(out, env, "add", "-A")
    git(out, env, "commit", "-q", "--allow-empty", "-F", "-", stdin=message.encode("utf-8"))


def cmd_history(args):
    out = prepare_out(args.out, args.force)
    rng = random.Random(args.seed)
    files, gen, used = plan_repo(rng, args.files, args.lines)
    write_repo(out, files)
    git(out, git_env(0), "init", "-q", "-b", "main")
    commit(out, 0, "Initial import\n")
    hist = History(rng, gen, files, used)
    for day in range(1, args.commits):
        message, changed, deleted = hist.step()
        for p in deleted:
            os.remove(os.path.join(out, p))
        for p in changed:
            write_text(out, p, hist.files[p].render())
        commit(out, day, message)
    texts = [f.render() for f in hist.files.values()]
    print("commits=%d files=%d lines=%d bytes=%d" % (
        args.commits, len(texts) + 1, sum(t.count("\n") for t in texts) + PUENTE_JSON.count("\n"),
        sum(len(t.encode("utf-8")) for t in texts) + len(PUENTE_JSON)))


def cmd_packed_history(args):
    """A long history, streamed to `git fast-import` (one process instead of two per
    commit) and packed: what a real clone's objects look like to a reader."""
    out = prepare_out(args.out, args.force)
    rng = random.Random(args.seed)
    files, gen, used = plan_repo(rng, args.files, args.lines)
    hist = History(rng, gen, files, used)
    env = git_env(0)
    git(out, env, "init", "-q", "-b", "main")
    fi = subprocess.Popen(["git", "-c", "gc.auto=0", "fast-import", "--quiet", "--done"], cwd=out, env=env,
                          stdin=subprocess.PIPE)
    w = fi.stdin
    base = int(datetime.datetime(2020, 1, 1, 9, 30, tzinfo=datetime.timezone.utc).timestamp())
    clock = [base]
    mark = [0]

    def emit(ref, message, changed, deleted, parents):
        mark[0] += 1
        clock[0] += 600 + rng.randrange(6 * 3600)
        w.write(b"commit %s\nmark :%d\n" % (ref.encode(), mark[0]))
        who = b"bench <bench@example.invalid> %d +0000\n" % clock[0]
        w.write(b"author " + who + b"committer " + who)
        data = message.encode("utf-8")
        w.write(b"data %d\n%s\n" % (len(data), data))
        if parents:
            w.write(b"from :%d\n" % parents[0])
            for p in parents[1:]:
                w.write(b"merge :%d\n" % p)
        for p in deleted:
            w.write(b"D %s\n" % p.encode())
        for p in changed:
            text = hist.files[p].render().encode("utf-8")
            w.write(b"M 100644 inline %s\ndata %d\n%s\n" % (p.encode(), len(text), text))
        return mark[0]

    def rename():
        f = rng.choice([f for f in hist.files.values() if f.module != "App"])
        old = f.path
        folder, name = old.rsplit("/", 1)
        new = folder + "/" + name[:-6] + rng.choice(["Legacy", "V2", "Screen", "Old"]) + ".swift"
        if new in hist.files:
            return None
        del hist.files[old]
        f.path = new
        hist.files[new] = f
        return "Rename %s\n" % name, [new], [old]

    head = emit("refs/heads/main", "Initial import\n", [f.path for f in files], [], [])
    n = 1
    while n < args.commits:
        if n % 250 == 0 and n + 21 < args.commits:
            # A feature branch: 20 commits off main, then merged back as one merge commit
            # that carries all of its changes (its tree is main's plus the branch's).
            side, touched, gone = head, set(), set()
            for _ in range(20):
                message, changed, deleted = hist.step()
                side = emit("refs/heads/feature", message, changed, deleted, [side])
                touched |= set(changed)
                gone |= set(deleted)
                touched -= gone
            head = emit("refs/heads/main", "Merge branch 'feature'\n", sorted(touched & set(hist.files)),
                        sorted(gone), [head, side])
            n += 21
            continue
        step = rename() if n % 25 == 0 else None
        message, changed, deleted = step or hist.step()
        head = emit("refs/heads/main", message, changed, deleted, [head])
        n += 1
    w.write(b"reset refs/heads/feature\nfrom 0000000000000000000000000000000000000000\n\ndone\n")
    w.close()
    if fi.wait() != 0:
        raise SystemExit("git fast-import failed")
    git(out, env, "repack", "-adfq")
    git(out, env, "prune-packed")
    git(out, env, "checkout", "-q", "-f", "main")
    texts = [f.render() for f in hist.files.values()]
    print("commits=%d files=%d lines=%d bytes=%d" % (
        args.commits, len(texts), sum(t.count("\n") for t in texts), sum(len(t.encode("utf-8")) for t in texts)))


# --------------------------------------------------------------------------
# CLI
# --------------------------------------------------------------------------


def positive_int(s):
    v = int(s)
    if v < 1:
        raise argparse.ArgumentTypeError("must be >= 1")
    return v


def parse_args(argv):
    p = argparse.ArgumentParser(prog="gen-bench.py", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter,
                                epilog="Run '%(prog)s SUBCOMMAND --help' for details.")
    sub = p.add_subparsers(dest="cmd", required=True)

    def common(sp):
        sp.add_argument("--out", required=True, metavar="DIR", help="output directory (missing or empty)")
        sp.add_argument("--seed", type=int, default=DEFAULT_SEED, help="RNG seed (default %(default)s)")
        sp.add_argument("--force", action="store_true", help="wipe a non-empty --out directory first")

    sp = sub.add_parser("lexer", help="flat directory of 20-200 KB Swift files")
    common(sp)
    sp.add_argument("--mb", type=float, default=60, help="total size in MiB (default %(default)s)")
    sp.set_defaults(func=cmd_lexer)

    for name, helptext, fn in [("repo", "repository-shaped tree with .puente.json", cmd_repo),
                               ("history", "git history over the repo tree", cmd_history),
                               ("packed-history", "a long packed history with renames and merges",
                                cmd_packed_history)]:
        sp = sub.add_parser(name, help=helptext)
        common(sp)
        if name != "repo":
            sp.add_argument("--commits", type=positive_int, default=100 if name == "history" else 3000,
                            help="number of commits (default %(default)s)")
        sp.add_argument("--files", type=positive_int, default=2200, help="minimum number of Swift files (default %(default)s)")
        sp.add_argument("--lines", type=positive_int, default=1000000, help="minimum total lines (default %(default)s)")
        sp.set_defaults(func=fn)
    return p.parse_args(argv)


def main(argv=None):
    args = parse_args(argv)
    start = time.monotonic()
    args.func(args)
    print("done in %.1fs" % (time.monotonic() - start), file=sys.stderr)


if __name__ == "__main__":
    main()
