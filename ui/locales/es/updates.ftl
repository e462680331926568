# Actualizaciones: Ajustes > Actualizaciones y el aviso de la búsqueda al iniciar.

updates-section = Actualizaciones
updates-current = Versión instalada: Dubdeck { $version }.
updates-check = Buscar actualizaciones
updates-checking = Buscando actualizaciones…
updates-up-to-date = Dubdeck { $version } es la versión más reciente.
updates-older = La versión ofrecida ({ $offered }) es anterior a esta ({ $current }): no hay nada que instalar.
updates-older-chosen-address = La dirección de actualizaciones la elegiste tú: comprueba que ofrezca la versión más reciente, o usa la predeterminada.
updates-available = Dubdeck { $version } está disponible.
updates-notes = Novedades de Dubdeck { $version }
updates-released = Publicada el { $date }.
updates-no-notes = Esta versión no trae notas de lo que cambió.
updates-install = Instalar y reiniciar
updates-install-hint = Dubdeck descarga la nueva versión, comprueba su firma, la instala y se reinicia con ella. Primero terminan los trabajos en curso y tu biblioteca queda como está.

updates-stage-starting = Iniciando la instalación de Dubdeck { $version }…
updates-stage-waiting =
    { $jobs ->
        [one] Esperando a que termine { $jobs } trabajo en curso. La instalación empieza sola cuando termine.
       *[other] Esperando a que terminen { $jobs } trabajos en curso. La instalación empieza sola cuando terminen.
    }
updates-stage-downloading = Descargando Dubdeck { $version }…
updates-stage-installing = Instalando Dubdeck { $version }…
updates-stage-restarting = Dubdeck { $version } está instalado. Dubdeck se reinicia ahora con la nueva versión.
updates-downloaded-of = { $received } de { $total }
updates-downloaded = { $received } descargados
updates-progress = Actualización a Dubdeck { $version }
updates-try-again = Reintentar
updates-releases-page = Página de versiones de Dubdeck:

updates-check-at-start = Buscar actualizaciones al iniciar Dubdeck
updates-check-at-start-hint = Una vez, poco después de que Dubdeck se inicie (nunca en la demo). Dubdeck te avisa cuando hay una versión más reciente y no instala nada sin que se lo pidas.
updates-check-at-start-on = Dubdeck busca actualizaciones al iniciarse.
updates-check-at-start-off = Dubdeck busca actualizaciones solo cuando se lo pides.

updates-address-change = Cambiar la dirección de actualizaciones
updates-address-label = Dirección de actualizaciones
updates-address-hint-default = La predeterminada: las versiones publicadas de Dubdeck. Cámbiala solo para probar versiones propias.
updates-address-hint-chosen = Una dirección que elegiste. “Usar la predeterminada” vuelve a las versiones publicadas de Dubdeck.
updates-address-save = Guardar dirección
updates-address-default = Usar la predeterminada
updates-address-saved = Dirección de actualizaciones guardada.
updates-address-reset-done = Dubdeck vuelve a buscar actualizaciones en sus versiones publicadas.
updates-address-invalid =
    { $problem ->
        [empty] Escribe la dirección de actualizaciones o pulsa “Usar la predeterminada”.
        [not_address] { $address } no es una dirección web: escribe la dirección completa, empezando por https://.
       *[not_https] { $address } no es una dirección segura: las actualizaciones deben venir de una dirección https:// (http:// solo para una dirección de este equipo, como localhost).
    }

updates-notice = Dubdeck { $version } está disponible.
updates-notice-review = Revisar
updates-notice-later = Más tarde
