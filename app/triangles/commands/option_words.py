"""`--option KEY=VALUE` on the command line: a rules variant's options, typed by its own specs.

The words are read by the option's kind (a choice stays the word it is: the classic rules' hints
choice "3" is not the number 3), then checked with every other option by
`RulesPlugin.resolve_options`, as the New Game window's choices are.
"""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from triangles.plugins.api import OptionError, OptionSpec, RulesPlugin

TRUE_WORDS = ("true", "yes", "on", "1")
FALSE_WORDS = ("false", "no", "off", "0")


def add_option_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--option", action="append", default=[], metavar="KEY=VALUE",
        help="a rules variant's option, e.g. --option hints=3 (repeat for more)",
    )


def options_from_words(rules: RulesPlugin, words: Sequence[str]) -> dict[str, Any]:
    """The options `KEY=VALUE` words name, typed but not yet range-checked; OptionError with one
    line for a word that is not KEY=VALUE, an unknown key or a value of the wrong kind."""
    specs = {spec.key: spec for spec in rules.option_specs()}
    options: dict[str, Any] = {}
    for word in words:
        key, sep, value = (part.strip() for part in word.partition("="))
        if not sep or not key:
            raise OptionError(f"--option wants KEY=VALUE, not {word!r}")
        spec = specs.get(key)
        if spec is None:
            raise OptionError(f"unknown option {key!r} (options: {', '.join(specs)})")
        options[key] = _typed(spec, value)
    return options


def _typed(spec: OptionSpec, value: str) -> Any:
    if spec.kind == "bool":
        if value.lower() in TRUE_WORDS:
            return True
        if value.lower() in FALSE_WORDS:
            return False
        raise OptionError(f"option {spec.key!r} must be true or false, not {value!r}")
    if spec.kind in ("int", "float"):
        try:
            return int(value) if spec.kind == "int" else float(value)
        except ValueError:
            whole = "whole " if spec.kind == "int" else ""
            raise OptionError(f"option {spec.key!r} must be a {whole}number, not {value[:40]!r}") from None
    return value
