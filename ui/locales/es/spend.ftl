# Gasto y presupuesto: la pantalla Gasto (barras de créditos por día, semana o mes, separadas en
# doblajes y entrenamientos; una tabla por voz; este mes frente al presupuesto mensual; exportar a
# CSV) y, en Ajustes, el presupuesto mensual y las carpetas vigiladas (Dubdeck dobla por sí solo lo
# que llega a ellas).

## La pantalla Gasto

spend-route = Gasto
spend-by-label = Créditos por
spend-by-day = Día
spend-by-week = Semana
spend-by-month = Mes
spend-span =
    { $by ->
        [day] Últimos 30 días
        [week] Últimas 12 semanas
       *[month] Últimos 12 meses
    }
spend-chart-label =
    { $by ->
        [day] Créditos por día
        [week] Créditos por semana
       *[month] Créditos por mes
    }
spend-legend-dubs = Doblajes: { $credits }
spend-legend-trainings = Entrenamientos: { $credits }
spend-total =
    { $credits ->
        [one] { $credits } crédito en total
       *[other] { $credits } créditos en total
    }
# $period: el día («3 nov 2026»), la semana (spend-week-of) o el mes («noviembre de 2026»).
spend-bar =
    { $total ->
        [0] { $period }: sin gasto
        [one] { $period }: { $total } crédito ({ $dubs } en doblajes, { $trainings } en entrenamientos)
       *[other] { $period }: { $total } créditos ({ $dubs } en doblajes, { $trainings } en entrenamientos)
    }
spend-period-short = { $period }
spend-period = { $period }
spend-week-of = Semana del { $day }
spend-table-show = Ver las cifras
spend-col-period =
    { $by ->
        [day] Día
        [week] Semana
       *[month] Mes
    }
spend-col-voice = Voz
spend-col-dubs = Doblajes
spend-col-trainings = Entrenamientos
spend-col-total = Total
spend-row-total = Total
spend-voices-title = Por voz
spend-voices-none = No se gastó nada en este periodo.

## Este mes frente al presupuesto mensual (pantalla Gasto y Ajustes)

spend-month-title = Este mes
# $month: el nombre del mes al empezar la frase («Noviembre»).
spend-budget-status =
    { $state ->
        [over] { $month }: { $spent } de { $budget } créditos gastados, { $over } por encima del presupuesto
        [none]
            { $spent ->
                [one] { $month }: { $spent } crédito gastado
               *[other] { $month }: { $spent } créditos gastados
            }
       *[under]
            { $left ->
                [one] { $month }: { $spent } de { $budget } créditos gastados, queda { $left }
               *[other] { $month }: { $spent } de { $budget } créditos gastados, quedan { $left }
            }
    }
spend-budget-reserved =
    { $credits ->
        [one] Además, hay { $credits } crédito aprobado que aún no se ha cobrado.
       *[other] Además, hay { $credits } créditos aprobados que aún no se han cobrado.
    }
spend-budget-meter = Presupuesto mensual gastado
spend-budget-none = Sin presupuesto mensual
spend-budget-set = Fijar un presupuesto en Ajustes

## Exportar y estados de la pantalla

spend-export = Exportar CSV
spend-exported = Historial de gasto guardado en { $path }.
spend-empty = Aún no has gastado nada: aquí verás lo que cuestan tus doblajes y entrenamientos.
spend-loading = Leyendo el historial de gasto
spend-try-again = Reintentar

## Ajustes > Presupuesto

spend-budget-section = Presupuesto
spend-budget-label = Presupuesto mensual (créditos)
spend-budget-hint = Los doblajes que Dubdeck aprobaría por sí solo esperan tu aprobación cuando el gasto de este mes superaría el presupuesto. Lo que apruebas tú siempre sigue adelante.
spend-budget-placeholder = Sin presupuesto
spend-budget-invalid = Escribe un número entero de créditos mayor que 0, o deja el campo vacío para no tener presupuesto mensual.
spend-budget-saved = Presupuesto mensual guardado.
spend-budget-removed = Presupuesto mensual eliminado.
