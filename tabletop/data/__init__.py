"""Card data: safe YAML loading and validation with file, line, card and field in every error."""
from tabletop.data.schema import Field, load_records, validate_record
from tabletop.data.yamlfile import DataError, DataErrors, Located, load_yaml, parse_yaml

__all__ = ["DataError", "DataErrors", "Field", "Located", "load_records", "load_yaml",
           "parse_yaml", "validate_record"]
