language-self = Español
