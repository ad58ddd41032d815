"""code2skill: derive a canonical contract of candidate MCP business Tools from the backend API
calls a client code repository really makes."""

__version__ = "0.1.0"
