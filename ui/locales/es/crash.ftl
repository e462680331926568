# Dubdeck se cerró de forma inesperada (un fallo) en una ejecución anterior.

## El aviso al iniciar

crash-notice = Dubdeck se cerró de forma inesperada la última vez.
crash-notice-several =
    { $count ->
        [one] Dubdeck se cerró de forma inesperada { $count } vez últimamente. “Mostrar informe” abre el más reciente; todos están en Ajustes › Acerca de.
       *[other] Dubdeck se cerró de forma inesperada { $count } veces últimamente. “Mostrar informe” abre el más reciente; todos están en Ajustes › Acerca de.
    }
crash-show = Mostrar informe
crash-dismiss = Cerrar

## El diálogo del informe

crash-dialog-title = Informe de fallo
crash-dialog-text = Lo que Dubdeck anotó cuando se cerró de forma inesperada el { $date }. Enviarlo al informar del problema ayuda a corregirlo. No contiene ninguna clave ni contraseña, pero puede incluir los nombres de tus archivos: léelo antes de compartirlo.
crash-text-label = Informe
crash-reading = Leyendo el informe…
crash-read-failed = No se pudo leer este informe. { $reason }
crash-copy = Copiar informe y diagnóstico
crash-report = Informar de un problema
crash-close = Cerrar
crash-copied =
    { $copied ->
        [report] Se copió el informe: pégalo al informar del problema.
       *[all] Copiado: pega el informe y el diagnóstico al informar del problema.
    }
crash-report-opened =
    { $copied ->
        [all] La página de incidencias se abre en tu navegador: pega allí el informe y el diagnóstico.
        [report] La página de incidencias se abre en tu navegador: pega allí el informe.
       *[refused] La página de incidencias se abre en tu navegador: copia el texto del cuadro de abajo y pégalo allí.
    }
