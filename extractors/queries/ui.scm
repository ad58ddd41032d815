; JSX elements that may trigger code (extractors/ui_triggers.py).
; Compiled for the javascript and tsx grammars only (plain typescript has no JSX).
(jsx_opening_element) @element
(jsx_self_closing_element) @element
