/***************************************************************************
  swtestfiles.h: reading what an algorithm wrote with independent tools:
  CSV through Python's csv module, PDF through poppler's pdfinfo and
  pdftotext.
 ***************************************************************************/
#ifndef SWTESTFILES_H
#define SWTESTFILES_H

#include <QJsonArray>
#include <QJsonDocument>
#include <QList>
#include <QProcess>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace SwTestFiles
{
  //! What \a program printed on standard output.
  inline QString tool( const QString &program, const QStringList &arguments )
  {
    QProcess process;
    process.start( program, arguments );
    process.waitForFinished( 60000 );
    return QString::fromUtf8( process.readAllStandardOutput() );
  }

  //! RFC 4180 read by Python's csv module: an independent reader.
  inline QList<QStringList> readCsv( const QString &path )
  {
    const QString script = QStringLiteral( "import csv, json, sys\nwith open(sys.argv[1], newline='', encoding='utf-8') as f:\n    print(json.dumps(list(csv.reader(f, strict=True))))" );
    QList<QStringList> rows;
    for ( const QJsonValue &row : QJsonDocument::fromJson( tool( QStringLiteral( "/usr/bin/python3" ), { QStringLiteral( "-c" ), script, path } ).toUtf8() ).array() )
    {
      QStringList cells;
      for ( const QJsonValue &cell : row.toArray() )
        cells << cell.toString();
      rows << cells;
    }
    return rows;
  }

  //! The page count pdfinfo reads, or -1.
  inline int pdfPages( const QString &path )
  {
    const QRegularExpressionMatch match = QRegularExpression( QStringLiteral( "^Pages:\\s+(\\d+)" ), QRegularExpression::MultilineOption ).match( tool( QStringLiteral( "pdfinfo" ), { path } ) );
    return match.hasMatch() ? match.captured( 1 ).toInt() : -1;
  }

  //! The text of page \a page (from 1; 0: every page) in pdftotext's reading order.
  inline QString pdfText( const QString &path, int page = 0 )
  {
    QStringList arguments;
    if ( page > 0 )
      arguments << QStringLiteral( "-f" ) << QString::number( page ) << QStringLiteral( "-l" ) << QString::number( page );
    return tool( QStringLiteral( "pdftotext" ), arguments << path << QStringLiteral( "-" ) );
  }

  //! A word of a PDF and its box, in points from the page's top left, as pdftotext -bbox gives it.
  struct PdfWord
  {
    int page = 0; //!< from 1
    double xMin = 0, yMin = 0, xMax = 0, yMax = 0;
    QString text;
  };

  //! Every word of \a path with its page and box.
  inline QList<PdfWord> pdfWords( const QString &path )
  {
    const QString html = tool( QStringLiteral( "pdftotext" ), { QStringLiteral( "-bbox" ), QStringLiteral( "-enc" ), QStringLiteral( "UTF-8" ), path, QStringLiteral( "-" ) } );
    const QRegularExpression token( QStringLiteral( "<page |<word xMin=\"([\\d.]+)\" yMin=\"([\\d.]+)\" xMax=\"([\\d.]+)\" yMax=\"([\\d.]+)\">([^<]*)</word>" ) );
    QList<PdfWord> words;
    int page = 0;
    for ( auto it = token.globalMatch( html ); it.hasNext(); )
    {
      const QRegularExpressionMatch match = it.next();
      if ( match.captured( 0 ) == QLatin1String( "<page " ) )
      {
        ++page;
        continue;
      }
      words << PdfWord{ page, match.captured( 1 ).toDouble(), match.captured( 2 ).toDouble(), match.captured( 3 ).toDouble(), match.captured( 4 ).toDouble(), match.captured( 5 ).replace( QLatin1String( "&amp;" ), QLatin1String( "&" ) ) };
    }
    return words;
  }
} // namespace SwTestFiles

#endif // SWTESTFILES_H
