"""The fixed texts a string value may take: its own, or each option's of a choice among fixed
texts (``kind === 'a' ? ('/a/{id}' as const) : ('/b/{id}' as const)``)."""
from __future__ import annotations

from code2skill.values import AltV, Value, text_of


def fixed_texts(value: Value | None) -> list[str] | None:
    """The texts ``value`` may be, in order and without repeats: ``['/a']`` for ``'/a'``,
    ``['/a', '/b']`` for a choice of ``'/a'`` and ``'/b'`` (nested choices flattened);
    ``None`` when the value, or any option of a choice, is not a fixed text."""
    if isinstance(value, AltV):
        found: list[str] = []
        for option in value.options:
            texts = fixed_texts(option)
            if texts is None:
                return None
            found += [text for text in texts if text not in found]
        return found
    text = text_of(value)
    return [text] if text is not None else None
