language-self = Русский
