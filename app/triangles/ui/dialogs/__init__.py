"""The dialogs and secondary windows: New Game, Settings, Statistics, Plugins, Rules, theme editor."""
