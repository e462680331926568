language-self = Français
