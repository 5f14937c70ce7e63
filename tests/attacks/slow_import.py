"""Never finish importing: spin at import time."""
while True:
    pass
