language-self = ไทย
