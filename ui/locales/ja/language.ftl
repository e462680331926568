language-self = 日本語
