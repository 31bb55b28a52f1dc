import ArgumentParser

/// A mistyped subcommand (`nibtool valdate`) gets "did you mean 'validate'?" instead of
/// ArgumentParser's "2 unexpected arguments" (the root command takes no arguments, so a word it
/// does not know is the name of a command the user meant).
enum CommandSuggestion {
    /// The message for `arguments` when their first word is not a subcommand (and not an option),
    /// nil when it is one.
    static func unknownCommandMessage(_ arguments: [String], commands: [String]) -> String? {
        guard let word = arguments.first, !word.hasPrefix("-"), !commands.contains(word), word != "help" else { return nil }
        let ranked = commands.map { ($0, distance(word.lowercased(), $0)) }.sorted { $0.1 < $1.1 }
        var message = "nibtool: error: unknown command '\(word)'"
        // A close name: at most a third of its letters changed, or the typed word starts it.
        if let best = ranked.first, best.1 <= max(2, best.0.count / 3) || (word.count >= 3 && best.0.hasPrefix(word.lowercased())) {
            message += "; did you mean '\(best.0)'?"
        }
        message += "\nCommands: \(commands.joined(separator: ", ")). See 'nibtool --help'."
        return message
    }

    /// Levenshtein distance (insertions, deletions, substitutions), with a swap of two adjacent
    /// letters counted once: the usual typing mistakes.
    static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var d = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { d[i][0] = i }
        for j in 0...b.count { d[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                d[i][j] = min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { d[i][j] = min(d[i][j], d[i - 2][j - 2] + 1) }
            }
        }
        return d[a.count][b.count]
    }
}
